// Settled loans for the commission tests (issue 35): an approved application referred by a partner,
// its offer from the given lender on the given terms accepted and signed (ADR 068), settled through
// the real route, and closed through the real route.
import { POST as SETTLE } from "@/app/api/applications/[id]/settlement/route";
import { POST as CLOSE } from "@/app/api/applications/[id]/settlement/close/route";
import { acceptedOffer } from "./accepted-offer";
import { testDatabase, type DemoUser } from "./fixtures";
import { actAs, apiRequest, routeParams } from "./session";

const prisma = () => testDatabase().connection.prisma;
export const DAY_MS = 86_400_000;
export const melbourneDay = (d: Date = new Date()) =>
  d.toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" });
export const daysAgo = (n: number) => melbourneDay(new Date(Date.now() - n * DAY_MS));

/** An open application without a settlement, made approved and referred by `partner`. */
export async function approvedApp(partner: DemoUser) {
  const app = await prisma().application.findFirstOrThrow({
    where: {
      status: { in: ["submitted", "under_review", "lender_matching", "offers_presentation"] },
      settlement: null,
      commissions: { none: {} },
      acceptedOfferId: null,
    },
    orderBy: { seq: "asc" },
  });
  return prisma().application.update({ where: { id: app.id }, data: { status: "approved", partnerId: partner.id } });
}

export interface SettleTerms {
  lenderId: string;
  lenderReference: string;
  amountFunded?: number;
  settledOn?: string;
  termMonths?: number;
  interestRatePercent?: number;
}

/** Settle `appId` as `staff` through POST /api/applications/[id]/settlement; throws unless 201. */
export async function settleLoan(staff: DemoUser, appId: string, t: SettleTerms) {
  const lender = await prisma().lender.findUniqueOrThrow({ where: { id: t.lenderId } });
  const rateBps = Math.round((t.interestRatePercent ?? lender.rateMinBps / 100) * 100);
  await acceptedOffer(
    appId,
    { id: lender.id, rateMinBps: rateBps },
    { amount: t.amountFunded ?? 120_000, termMonths: t.termMonths ?? 24 },
  );
  actAs(staff);
  const res = await SETTLE(
    apiRequest("POST", `/api/applications/${appId}/settlement`, {
      settledOn: t.settledOn ?? melbourneDay(),
      amountFunded: t.amountFunded ?? 120_000,
      lenderReference: t.lenderReference,
      lenderId: lender.id,
      termMonths: t.termMonths ?? 24,
      interestRatePercent: t.interestRatePercent ?? lender.rateMinBps / 100,
      frequency: "monthly",
    }),
    routeParams({ id: appId }),
  );
  if (res.status !== 201) throw new Error(`settle ${res.status}: ${await res.text()}`);
  return prisma().settlement.findUniqueOrThrow({ where: { applicationId: appId } });
}

export async function closeLoan(staff: DemoUser, appId: string, closedOn: string, outcome = "repaid") {
  actAs(staff);
  return CLOSE(
    apiRequest("POST", `/api/applications/${appId}/settlement/close`, { outcome, closedOn }),
    routeParams({ id: appId }),
  );
}

/** Two distinct active lenders: the first and second by name. */
export async function twoLenders() {
  const [a, b] = await prisma().lender.findMany({ where: { active: true }, orderBy: { name: "asc" }, take: 2 });
  return [a!, b!] as const;
}
