import "server-only";
import type { SessionUser } from "@/lib/auth";
import { applicationScope, can, requirePermission, scopeOf } from "@/lib/auth/client";
import { connection, db, type Prisma } from "@/lib/db";
import { fromEpochMs } from "@/lib/db/client";
import { calendarDay } from "@/lib/validation/client";
import { AppError } from "@/lib/http/client";
import { RISK_THRESHOLDS, riskCategory } from "@/lib/risk/client";
import { staffSelect } from "./select";
import { loadStatusTargets } from "./status-target-store";
import { mergeStatusTargets, timeInStatus, type StatusTargets } from "./status-targets";
import { decodeQueueCursor, encodeQueueCursor } from "./queue-cursor";
import { staffQueueStatement, type QueueSqlRow } from "./queue-sql";
import { APPLICATION_STATUSES, clientProgress, clientSeesQuotes, timelineText, type ApplicationStatus } from "./status";
import { STAFF_DASHBOARD_GROUPS, brokerStatus, staffStatus, toCanonical } from "./status-views";

/** The client portal's application fields (spec §3), and nothing more. */
export async function listClientApplications(user: SessionUser) {
  const prisma = await db();
  const rows = await prisma.application.findMany({
    where: { ...applicationScope(user), status: { not: "draft" } },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      number: true,
      businessName: true,
      industry: true,
      purpose: true,
      loanAmount: true,
      monthlyTurnover: true,
      timeInBusiness: true,
      status: true,
      createdAt: true,
    },
  });
  return rows.map(({ number, ...r }) => ({ ...r, applicationNumber: number }));
}

const STAFF_SELECT = staffSelect;

type StaffRow = Prisma.ApplicationGetPayload<{ select: typeof STAFF_SELECT }>;

/**
 * The staff view of an application (spec §3 "Loan application (staff view)") plus what the panel
 * needs: the assignee and the time in the current status against its target (defaults when none given).
 */
export function toStaffView(a: StaffRow, targets: StatusTargets = mergeStatusTargets([])) {
  return {
    id: a.id,
    applicationNumber: a.number,
    businessName: a.businessName,
    abn: a.abn,
    loanAmount: a.loanAmount,
    loanTerm: a.termMonths,
    industry: a.industry,
    createdAt: a.createdAt,
    status: staffStatus(a.status),
    canonicalStatus: a.status,
    aiRiskScore: a.riskScore,
    aiRiskCategory: a.riskScore == null ? null : riskCategory(a.riskScore),
    aiRecommendation: a.riskRecommendation,
    aiRiskFactors: a.riskFactors,
    timeInBusiness: a.timeInBusiness,
    monthlyTurnover: a.monthlyTurnover,
    loanPurpose: a.purpose,
    creditProfile: a.creditProfile,
    partnerName: a.partner ? [a.partner.firstName, a.partner.lastName].filter(Boolean).join(" ") : null,
    version: a.version,
    hasAcceptedOffer: a.acceptedOfferId != null,
    assigneeId: a.assignee?.id ?? null,
    assigneeName: a.assignee
      ? [a.assignee.firstName, a.assignee.lastName].filter(Boolean).join(" ") || a.assignee.email
      : null,
    statusChangedAt: a.statusChangedAt,
    ...timeInStatus(a.status, a.statusChangedAt, targets),
  };
}
export type StaffApplicationView = ReturnType<typeof toStaffView>;

export interface StaffQueueQuery {
  status?: string;
  risk?: "low" | "medium" | "high" | "unassessed";
  partnerId?: string;
  q?: string;
  assignee?: "me" | "unassigned";
  from?: string;
  to?: string;
  minAmount?: number;
  maxAmount?: number;
  sort?: "date" | "amount" | "risk";
  cursor?: string;
  limit?: number;
}

const RISK_RANGES = {
  low: { lt: RISK_THRESHOLDS.medium },
  medium: { gte: RISK_THRESHOLDS.medium, lt: RISK_THRESHOLDS.high },
  high: { gte: RISK_THRESHOLDS.high },
} as const;

/**
 * The staff work queue: filters, search, and keyset pagination (cursor = last row's sort value and
 * id), so pages stay stable while new applications arrive. Newest first by default, 10 a page.
 */
export async function listStaffQueue(query: StaffQueueQuery = {}, viewer?: { id: string }) {
  const limit = Math.min(Math.max(query.limit ?? 10, 1), 100);
  const sort = query.sort ?? "date";
  let statuses: ApplicationStatus[] | undefined;
  if (query.status && query.status !== "all") {
    const c = toCanonical(query.status);
    if (!c) throw new AppError("bad_request", "Unknown status filter.");
    // A staff value covers every lifecycle value it summarises.
    const staffValue = staffStatus(c);
    statuses = query.status === c ? [c] : APPLICATION_STATUSES.filter((s) => staffStatus(s) === staffValue);
  }
  const field = sort === "amount" ? "loanAmount" : sort === "risk" ? "riskScore" : "createdAt";
  const statement = staffQueueStatement({
    statuses,
    risk: query.risk,
    partnerId: query.partnerId,
    // 'Assigned to me' needs a viewer; without one it matches nothing rather than everything.
    assigneeId: query.assignee === "unassigned" ? null : query.assignee === "me" ? (viewer?.id ?? "") : undefined,
    from: query.from ? calendarDay(query.from) : undefined,
    before: query.to ? new Date(calendarDay(query.to).getTime() + 86_400_000) : undefined,
    minAmount: query.minAmount,
    maxAmount: query.maxAmount,
    q: query.q,
    field,
    cursor: query.cursor ? decodeQueueCursor(query.cursor, field) : undefined,
    limit,
  });
  const [rows, targets] = await Promise.all([
    connection().then((c) => c.sql.query<QueueSqlRow>(statement.text, statement.params)),
    loadStatusTargets(),
  ]);
  const page = rows.slice(0, limit).map(fromQueueRow);
  const last = page.at(-1);
  // Sorting by risk lists only assessed rows, so riskScore is never null here.
  const nextCursor =
    rows.length > limit && last
      ? encodeQueueCursor(
          field,
          field === "createdAt" ? last.createdAt : field === "loanAmount" ? last.loanAmount : last.riskScore!,
          last.id,
        )
      : null;
  return { items: page.map((r) => toStaffView(r, targets)), nextCursor };
}

/** A row of the queue's statement in the shape the staff view reads (as Prisma's select gave it). */
function fromQueueRow(r: QueueSqlRow): StaffRow {
  return {
    id: r.id,
    number: r.number,
    businessName: r.businessName,
    abn: r.abn,
    loanAmount: r.loanAmount,
    termMonths: r.termMonths,
    industry: r.industry,
    createdAt: fromEpochMs(r.createdAt),
    status: r.status as ApplicationStatus,
    riskScore: r.riskScore,
    riskCategory: r.riskCategory,
    riskRecommendation: r.riskRecommendation,
    riskFactors: (r.riskFactors ?? null) as StaffRow["riskFactors"],
    timeInBusiness: r.timeInBusiness,
    monthlyTurnover: r.monthlyTurnover,
    purpose: r.purpose,
    creditProfile: r.creditProfile,
    version: r.version,
    acceptedOfferId: r.acceptedOfferId,
    partner: r.partnerUserId ? { firstName: r.partnerFirstName, lastName: r.partnerLastName } : null,
    statusChangedAt: fromEpochMs(r.statusChangedAt),
    assignee: r.assigneeUserId
      ? { id: r.assigneeUserId, firstName: r.assigneeFirstName, lastName: r.assigneeLastName, email: r.assigneeEmail! }
      : null,
  };
}

/** Staff dashboard counts (spec §3), computed by the database. */
export async function staffDashboard() {
  const prisma = await db();
  const groups = await prisma.application.groupBy({
    by: ["status"],
    _count: { _all: true },
    _sum: { loanAmount: true },
  });
  const count = (list: readonly ApplicationStatus[]) =>
    groups.filter((g) => list.includes(g.status)).reduce((s, g) => s + g._count._all, 0);
  return {
    newApplications: count(STAFF_DASHBOARD_GROUPS.newApplications),
    inReview: count(STAFF_DASHBOARD_GROUPS.inReview),
    approved: count(STAFF_DASHBOARD_GROUPS.approved),
    settled: count(STAFF_DASHBOARD_GROUPS.settled),
    totalVolume: groups
      .filter((g) => g.status !== "draft" && g.status !== "withdrawn" && g.status !== "declined")
      .reduce((s, g) => s + (g._sum.loanAmount ?? 0), 0),
  };
}

/** The five most recently assessed applications (AI Insights) and the score distribution. */
export async function riskInsights() {
  const prisma = await db();
  const recent = await prisma.application.findMany({
    where: { riskScore: { not: null } },
    orderBy: [{ riskAssessedAt: "desc" }, { id: "desc" }],
    take: 5,
    select: STAFF_SELECT,
  });
  const [low, medium, high, unassessed, targets] = await Promise.all([
    prisma.application.count({ where: { riskScore: RISK_RANGES.low } }),
    prisma.application.count({ where: { riskScore: RISK_RANGES.medium } }),
    prisma.application.count({ where: { riskScore: RISK_RANGES.high } }),
    prisma.application.count({ where: { riskScore: null, status: { not: "draft" } } }),
    loadStatusTargets(),
  ]);
  return { recent: recent.map((r) => toStaffView(r, targets)), distribution: { low, medium, high, unassessed } };
}

/** Loads an application a user may read, or throws 404 (never reveals another owner's record). */
export async function readableApplication(user: SessionUser, id: string) {
  const prisma = await db();
  const app = await prisma.application.findUnique({
    where: { id },
    select: { id: true, clientId: true, partnerId: true, status: true, version: true },
  });
  if (!app) throw new AppError("not_found", "Application not found.");
  requirePermission(
    user,
    "read:application",
    { ownerId: app.clientId, partnerId: app.partnerId },
    { code: "not_found", message: "Application not found." },
  );
  return app;
}

/** The detail view: facts, timeline, quotes (once offers are presented), document names and statuses. */
export async function applicationDetail(user: SessionUser, id: string) {
  await readableApplication(user, id);
  const prisma = await db();
  const a = await prisma.application.findUniqueOrThrow({
    where: { id },
    include: {
      statusChanges: { orderBy: { createdAt: "asc" } },
      matches: { where: { eligible: true }, orderBy: { rank: "asc" }, include: { lender: { select: { name: true } } } },
      documents: {
        orderBy: { createdAt: "desc" },
        select: { id: true, fileName: true, documentType: true, status: true, createdAt: true },
      },
      client: { select: { firstName: true, lastName: true } },
    },
  });
  // The applicant sees quotes once offers are presented and never the team's notes; everyone else
  // who may read the file (its partner, the team) sees both.
  const applicantView = scopeOf(user, "read:application") === "own";
  const showQuotes = clientSeesQuotes(a.status) || !applicantView;
  return {
    id: a.id,
    applicationNumber: a.number,
    businessName: a.businessName,
    clientName: [a.client.firstName, a.client.lastName].filter(Boolean).join(" "),
    abn: a.abn,
    industry: a.industry,
    purpose: a.purpose,
    loanAmount: a.loanAmount,
    termMonths: a.termMonths,
    monthlyTurnover: a.monthlyTurnover,
    timeInBusiness: a.timeInBusiness,
    creditProfile: a.creditProfile,
    status: a.status,
    progress: clientProgress(a.status),
    brokerStatus: brokerStatus(a.status),
    createdAt: a.createdAt,
    version: a.version,
    timeline: a.statusChanges.map((c) => ({
      at: c.createdAt,
      text: timelineText(c.fromStatus, c.toStatus),
      note: applicantView ? null : c.note,
    })),
    quotes: showQuotes
      ? a.matches.map((m) => ({
          lender: m.lender.name,
          rateBps: m.rateBps,
          monthlyRepaymentCents: m.monthlyRepaymentCents,
          establishmentFeeCents: m.establishmentFeeCents,
          totalRepayableCents: m.totalRepayableCents,
          speedHours: m.speedHours,
          rank: m.rank,
        }))
      : [],
    // Names and statuses only; every reader holds read:document-list, checked here all the same.
    documents: can(user, "read:document-list", { ownerId: a.clientId, partnerId: a.partnerId }) ? a.documents : [],
  };
}
export type ApplicationDetail = Awaited<ReturnType<typeof applicationDetail>>;
