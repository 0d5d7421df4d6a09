/**
 * en-AU display of money, percentages and dates. Business time is Melbourne time whatever the
 * server's zone, so every date helper pins `Australia/Melbourne`.
 */

export const BUSINESS_TIME_ZONE = "Australia/Melbourne";

/** Shown instead of "$NaN" or "Invalid Date" so a bad value is visible but not alarming. */
const PLACEHOLDER = "—";

/**
 * An Intl formatter made at its first use, not when the module loads: the browser's first Intl object
 * of a kind costs it 20-30 ms of ICU set-up, which at module load lands in the page's start-up task
 * (a long task on a slow phone) even when nothing on the page formats a date.
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** ICU's own formatter, for the amounts `audDigits` leaves to it (exponent notation). */
const icuAud = lazy(() => new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" }));
const icuWholeAud = lazy(
  () => new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 }),
);

/**
 * The digits of |amount| rounded to `decimals` places and grouped in thousands, exactly as ICU's en-AU
 * currency format gives them (half away from zero, on the number's shortest decimal form), or null
 * for a number JavaScript writes in exponent notation. Money is formatted by hand because the
 * browser's first currency formatter costs more than the wizard's whole first render (ICU set-up).
 */
function audDigits(amount: number, decimals: 0 | 2): string | null {
  const text = String(Math.abs(amount));
  if (text.includes("e")) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  let kept = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, "0"));
  if ((fraction[decimals] ?? "0") >= "5") kept += BigInt(1);
  const digits = kept.toString().padStart(decimals + 1, "0");
  const integer = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, ",");
  return decimals ? `${integer}.${digits.slice(-decimals)}` : integer;
}

function aud(amount: number, decimals: 0 | 2): string {
  const digits = audDigits(amount, decimals);
  if (digits === null) return (decimals ? icuAud() : icuWholeAud()).format(amount);
  return `${amount < 0 || Object.is(amount, -0) ? "-" : ""}$${digits}`;
}

/** "$150,000" by default; `{ cents: true }` gives "$150,000.00". */
export function formatAud(dollars: number, opts: { cents?: boolean } = {}): string {
  if (!Number.isFinite(dollars)) return PLACEHOLDER;
  return aud(dollars, opts.cents ? 2 : 0);
}

/** Stored amounts are integer cents: 914025 → "$9,140.25". */
export function formatAudCents(cents: number): string {
  if (!Number.isFinite(cents)) return PLACEHOLDER;
  return aud(cents / 100, 2);
}

const COMPACT_UNITS = [
  { size: 1e9, suffix: "B" },
  { size: 1e6, suffix: "M" },
  { size: 1e3, suffix: "K" },
] as const;

/**
 * Marketing figures: 750000 → "$750K", 1500000 → "$1.5M". Built by hand because ICU's compact
 * notation differs between Node and browser versions (e.g. "$750.0K"), which breaks hydration.
 */
export function formatCompactAud(dollars: number): string {
  if (!Number.isFinite(dollars)) return PLACEHOLDER;
  const sign = dollars < 0 ? "-" : "";
  const abs = Math.abs(dollars);
  for (const [i, unit] of COMPACT_UNITS.entries()) {
    const scaled = Math.round((abs / unit.size) * 10) / 10;
    if (scaled < 1) continue;
    // 999,960 rounds to "1000K"; say "$1M" instead.
    const bigger = COMPACT_UNITS[i - 1];
    if (scaled >= 1000 && bigger) return `${sign}$${Math.round((abs / bigger.size) * 10) / 10}${bigger.suffix}`;
    return `${sign}$${scaled}${unit.suffix}`;
  }
  return `${sign}$${Math.round(abs)}`;
}

/** Basis points keep rates integral in storage: 1190 → "11.90%". */
export function formatPercent(bps: number): string {
  if (!Number.isFinite(bps)) return PLACEHOLDER;
  return `${(bps / 100).toFixed(2)}%`;
}

// ---- Dates ------------------------------------------------------------------------------------

// Month names are fixed here rather than taken from ICU: newer ICU data spells September "Sept"
// for en-AU, and server and browser can carry different ICU versions (hydration mismatches).
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const partsFormatter = lazy(
  () =>
    new Intl.DateTimeFormat("en-AU", {
      timeZone: BUSINESS_TIME_ZONE,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    }),
);

type MelbourneParts = { year: number; month: number; day: number; hour: number; minute: number };

function toDate(value: Date | string | number): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

function melbourneParts(date: Date): MelbourneParts {
  const out: MelbourneParts = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const p of partsFormatter().formatToParts(date)) {
    if (p.type in out) out[p.type as keyof MelbourneParts] = Number(p.value);
  }
  // Some ICU versions render midnight as hour 24 even with h23.
  if (out.hour === 24) out.hour = 0;
  return out;
}

/** "22 Nov 2026" (the Melbourne calendar day). */
export function formatDate(value: Date | string | number): string {
  const d = toDate(value);
  if (!d) return PLACEHOLDER;
  const p = melbourneParts(d);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

const longMonths = lazy(() => new Intl.DateTimeFormat("en-AU", { month: "long", timeZone: "UTC" }));

/** A month key as people say it: "2026-11" -> "November 2026" (the key itself when it is not one). */
export function formatMonth(key: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(key);
  const month = m ? Number(m[2]) : 0;
  if (!m || month < 1 || month > 12) return key;
  return `${longMonths().format(Date.UTC(2000, month - 1, 15))} ${m[1]}`;
}

/** "22 Nov 2026, 2:05 pm" in Melbourne time. */
export function formatDateTime(value: Date | string | number): string {
  const d = toDate(value);
  if (!d) return PLACEHOLDER;
  const p = melbourneParts(d);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const minute = String(p.minute).padStart(2, "0");
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}, ${hour12}:${minute} ${p.hour < 12 ? "am" : "pm"}`;
}

/** Today's calendar day in Melbourne, YYYY-MM-DD: the settlement forms' default and the latest date the server accepts. */
export function melbourneToday(now: Date = new Date()): string {
  return now.toLocaleDateString("en-CA", { timeZone: BUSINESS_TIME_ZONE });
}

/** 0-23 in Melbourne, for greetings and business-hours checks. */
export function melbourneHour(date: Date = new Date()): number {
  return melbourneParts(date).hour;
}

export function greeting(date: Date = new Date()): "Good morning" | "Good afternoon" | "Good evening" {
  const hour = melbourneHour(date);
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

// ---- Integer cents ----------------------------------------------------------------------------

/**
 * Rounds to whole cents, half away from zero. The relative nudge absorbs binary error such as
 * 1.005 * 100 = 100.49999999999999, which should be 100.5 and round up.
 */
export function roundCents(cents: number): number {
  const rounded = Math.sign(cents) * Math.round(Math.abs(cents) * (1 + Number.EPSILON));
  return rounded === 0 ? 0 : rounded; // never -0
}

export function dollarsToCents(dollars: number): number {
  return roundCents(dollars * 100);
}
