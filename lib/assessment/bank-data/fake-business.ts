import { addDays, weekday } from "../days";
import type { BankAccount, BankTransaction, IsoDay } from "../types";
import { seededRandom, type Random } from "./prng";

/**
 * Realistic Australian business bank data for the fake open-banking intermediary, the demo and the
 * test fixtures. Everything follows from the seed, so a file always shows the same transactions.
 *
 * - cafe: daily card takings (higher at weekends), weekly wages, monthly rent, food and coffee
 *   suppliers, quarterly BAS to the ATO, a small PROSPA loan repaid every business day. Healthy.
 * - exporter: a few large overseas receipts a month, high from November to March and low in winter
 *   (seasonal), GST refunds from the ATO, freight and packaging, fortnightly wages.
 * - struggling: a trades business whose revenue falls over the year, two lenders (MOULA weekly,
 *   GETCAPITAL daily), an ATO payment plan, betting and cash withdrawals; direct debits dishonour
 *   when the account is overdrawn.
 */
export type BusinessProfile = "cafe" | "exporter" | "struggling";
export const BUSINESS_PROFILES: readonly BusinessProfile[] = ["cafe", "exporter", "struggling"];

export interface GeneratedBankData {
  profile: BusinessProfile;
  businessName: string;
  accounts: BankAccount[];
  transactions: BankTransaction[];
  openingBalanceCents: number;
  period: { from: IsoDay; to: IsoDay };
}

export interface GenerateOptions {
  seed: string;
  profile?: BusinessProfile;
  /** The last day of data (default: yesterday in UTC). */
  endDate?: IsoDay;
  /** 6-12 months of history. */
  months?: number;
}

type Entry = { description: string; amountCents: number };
type DayPlan = (day: IsoDay, ctx: DayContext) => Entry[];
interface DayContext {
  rnd: Random;
  /** 0 at the start of the period, 1 at its end. */
  progress: number;
  balanceCents: number;
  businessDay: boolean;
  dom: number;
  month: number;
}

const dollars = (n: number) => Math.round(n * 100);
const BAS_DAYS = new Set(["02-28", "04-28", "07-28", "10-28"]);

const cafe = (rnd: Random, scale: number): DayPlan => {
  const wages = dollars(rnd.around(3_600, 0.1) * scale);
  const rent = dollars(rnd.around(4_200, 0.1) * scale);
  const prospa = dollars(rnd.around(96.5, 0.1));
  return (day, { rnd, businessDay, dom }) => {
    const wd = weekday(day);
    const out: Entry[] = [];
    const weekend = wd === 0 || wd === 6;
    out.push({
      description: `TYRO SETTLEMENT ${day.replaceAll("-", "").slice(2)} MID 4471`,
      amountCents: dollars(rnd.around(1_250 * (weekend ? 1.3 : 0.9) * scale, 0.25)),
    });
    if (wd === 4) out.push({ description: "PAYROLL WAGES XERO PAY", amountCents: -wages });
    if (dom === 1) out.push({ description: "RENT SMITH PROPERTY TRUST", amountCents: -rent });
    if (wd === 1)
      out.push({ description: "BIDFOOD AUSTRALIA DD", amountCents: -dollars(rnd.around(1_100 * scale, 0.2)) });
    if (wd === 2 && rnd.chance(0.5))
      out.push({ description: "CAMPOS COFFEE PTY LTD", amountCents: -dollars(rnd.around(650 * scale, 0.15)) });
    if (dom === 15) out.push({ description: "AGL SALES PTY LTD BPAY", amountCents: -dollars(rnd.around(520, 0.2)) });
    if (dom === 2)
      out.push({ description: "TYRO MERCHANT FEES", amountCents: -dollars(rnd.around(380 * scale, 0.15)) });
    if (wd === 5 && rnd.chance(0.5)) out.push({ description: "TRANSFER TO J CITIZEN DRAWINGS", amountCents: -150_000 });
    if (BAS_DAYS.has(day.slice(5)))
      out.push({ description: "ATO BPAY BAS 551004685237", amountCents: -dollars(rnd.around(6_500 * scale, 0.15)) });
    if (businessDay) out.push({ description: "PROSPA ADVANCE PTY DD", amountCents: -prospa });
    return out;
  };
};

const SEASON = [2.2, 2.0, 1.3, 0.8, 0.5, 0.3, 0.3, 0.35, 0.6, 1.1, 1.5, 2.3]; // Jan … Dec
const exporter = (rnd: Random, scale: number): DayPlan => {
  const base = 60_000 * scale;
  const wages = dollars(rnd.around(9_500, 0.1) * scale);
  return (day, { rnd, businessDay, dom, month }) => {
    const out: Entry[] = [];
    const season = SEASON[month - 1]!;
    if (businessDay && rnd.chance(0.35)) {
      const buyer = rnd.pick([
        "HONG KONG SEAFOOD TRADING",
        "SHANGHAI OCEAN FOODS",
        "TOKYO MARINE CO",
        "SINGAPORE FRESH PTE",
      ]);
      const amount = dollars(rnd.around((base * season) / 7.5, 0.3));
      out.push({ description: `INTL TT CREDIT ${buyer} AUD`, amountCents: amount });
      out.push({ description: "DHL GLOBAL FORWARDING", amountCents: -Math.round(amount * 0.08) });
    }
    if (weekday(day) === 4 && rnd.chance(0.5)) out.push({ description: "PAYROLL WAGES MYOB", amountCents: -wages });
    if (dom === 1) out.push({ description: "RENT PORT LINCOLN COLD STORE", amountCents: -dollars(6_000 * scale) });
    if (dom === 10)
      out.push({
        description: "VISY PACKAGING PTY LTD",
        amountCents: -dollars(rnd.around(4_000 * season * scale, 0.2)),
      });
    if (dom === 20)
      out.push({
        description: "SA FISHERMENS COOP SUPPLY",
        amountCents: -dollars(rnd.around(14_000 * season * scale, 0.2)),
      });
    if (BAS_DAYS.has(day.slice(5)))
      out.push({ description: "ATO GST REFUND BAS", amountCents: dollars(rnd.around(3_500 * scale, 0.2)) });
    return out;
  };
};

const struggling = (rnd: Random, scale: number): DayPlan => {
  const moula = dollars(rnd.around(780, 0.05));
  const getcap = dollars(rnd.around(110, 0.05));
  const plan = dollars(rnd.around(1_850, 0.05));
  return (day, { rnd, businessDay, dom, progress }) => {
    const wd = weekday(day);
    const out: Entry[] = [];
    const decline = progress < 0.7 ? 1.1 : 0.75;
    if (businessDay)
      out.push({
        description: `DEPOSIT ${rnd.pick(["J BROWN", "HARBOUR STRATA", "K NGUYEN", "BAYSIDE REALTY"])} INV ${rnd.int(1000, 9999)}`,
        amountCents: dollars(rnd.around(1_225 * decline * scale, 0.3)),
      });
    if (wd === 4) out.push({ description: "PAYROLL WAGES", amountCents: -dollars(rnd.around(3_000 * scale, 0.1)) });
    if (wd === 2)
      out.push({ description: "REECE PLUMBING SUPPLIES", amountCents: -dollars(rnd.around(1_100 * scale, 0.3)) });
    if (wd === 1) out.push({ description: "AMPOL FUEL 1123", amountCents: -dollars(rnd.around(260, 0.2)) });
    if (wd === 3) out.push({ description: "MOULA MONEY PTY LTD DD", amountCents: -moula });
    if (businessDay) out.push({ description: "GETCAPITAL PTY LTD DD", amountCents: -getcap });
    if (dom === 15) out.push({ description: "ATO PAYMENT PLAN DD 551004685237", amountCents: -plan });
    if (rnd.chance(0.12)) out.push({ description: "SPORTSBET PTY LTD", amountCents: -dollars(rnd.around(150, 0.6)) });
    if (wd === 6)
      out.push({ description: "ATM WITHDRAWAL CBA BONDI", amountCents: -dollars(rnd.pick([200, 300, 400])) });
    return out;
  };
};

const PLANS: Record<BusinessProfile, { name: string; opening: number; plan: (r: Random, s: number) => DayPlan }> = {
  cafe: { name: "Harbour Bean Café Pty Ltd", opening: 18_000, plan: cafe },
  exporter: { name: "Spencer Gulf Seafood Exports Pty Ltd", opening: 150_000, plan: exporter },
  struggling: { name: "Citizen Plumbing Services Pty Ltd", opening: 2_000, plan: struggling },
};

/** Lender and ATO debits that come back unpaid when the account is overdrawn. */
const DISHONOURABLE = /MOULA|GETCAPITAL|ATO PAYMENT PLAN/;
const OVERDRAFT_LIMIT_CENTS = -1_000_00;
/** After a dishonour the creditor stops debiting for a while (they call the business instead). */
const PAUSE_AFTER_DISHONOUR_DAYS = 21;

export function generateBankData(opts: GenerateOptions): GeneratedBankData {
  const rnd = seededRandom(`bank-data:${opts.seed}`);
  const profile = opts.profile ?? (rnd.pick(["cafe", "cafe", "cafe", "exporter", "struggling"]) as BusinessProfile);
  const months = Math.min(12, Math.max(6, opts.months ?? 12));
  const to = opts.endDate ?? addDays(new Date().toISOString().slice(0, 10), -1);
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  const start = new Date(Date.UTC(ty, tm - 1 - months, td));
  const from = addDays(start.toISOString().slice(0, 10), 1);
  const scale = profile === "exporter" ? rnd.around(100, 0.2) / 100 : 1;
  const { name, opening, plan } = PLANS[profile];
  const dayPlan = plan(rnd, scale);

  const suffix = String(rnd.int(1000, 9999));
  const account: BankAccount = {
    id: `acc-${suffix}`,
    name: `${name} business transaction account`,
    bsb: `06${rnd.int(0, 9)}-${rnd.int(100, 999)}`,
    maskedNumber: `••${suffix}`,
    currency: "AUD",
  };
  const transactions: BankTransaction[] = [];
  let balance = dollars(opening);
  const pausedUntil = new Map<string, IsoDay>();
  const total = Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));
  for (let i = 0, day = from; day <= to; i++, day = addDays(day, 1)) {
    const wd = weekday(day);
    const [, m, d] = day.split("-").map(Number) as [number, number, number];
    const entries = dayPlan(day, {
      rnd,
      progress: i / total,
      balanceCents: balance,
      businessDay: wd >= 1 && wd <= 5,
      dom: d,
      month: m,
    });
    // Receipts clear before the day's debits, as banks post them.
    entries.sort((a, b) => Number(b.amountCents > 0) - Number(a.amountCents > 0));
    const push = (e: Entry) => {
      balance += e.amountCents;
      transactions.push({
        id: `${account.id}-${transactions.length + 1}`,
        accountId: account.id,
        date: day,
        description: e.description,
        amountCents: e.amountCents,
        balanceCents: balance,
        currency: "AUD",
      });
    };
    for (const e of entries) {
      const creditor = DISHONOURABLE.test(e.description) ? e.description : null;
      if (creditor && (pausedUntil.get(creditor) ?? "") >= day) continue;
      push(e);
      if (creditor && e.amountCents < 0 && balance < OVERDRAFT_LIMIT_CENTS) {
        push({ description: `DISHONOUR REVERSAL ${e.description}`, amountCents: -e.amountCents });
        push({ description: "DISHONOUR FEE", amountCents: -1_500 });
        pausedUntil.set(creditor, addDays(day, PAUSE_AFTER_DISHONOUR_DAYS));
      }
    }
  }
  return {
    profile,
    businessName: name,
    accounts: [account],
    transactions,
    openingBalanceCents: dollars(opening),
    period: { from, to },
  };
}
