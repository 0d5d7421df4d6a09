import "server-only";
import type { SessionUser } from "@/lib/auth";
import { applicationScope, can, requirePermission, scopeOf } from "@/lib/auth/client";
import { db, type Prisma } from "@/lib/db";
import { containsText } from "@/lib/db/client";
import { businessNameMatch } from "./name-search";
import { calendarDay } from "@/lib/validation/client";
import { AppError } from "@/lib/http/client";
import { riskCategory } from "@/lib/risk/client";
import { staffSelect } from "./select";
import { loadStatusTargets } from "./status-target-store";
import { mergeStatusTargets, timeInStatus, type StatusTargets } from "./status-targets";
import { decodeQueueCursor, encodeQueueCursor } from "./queue-cursor";
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

const RISK_RANGES = { low: { lt: 30 }, medium: { gte: 30, lt: 70 }, high: { gte: 70 } } as const;

/**
 * The staff work queue: filters, search, and keyset pagination (cursor = last row's sort value and
 * id), so pages stay stable while new applications arrive. Newest first by default, 10 a page.
 */
export async function listStaffQueue(query: StaffQueueQuery = {}, viewer?: { id: string }) {
  const prisma = await db();
  const limit = Math.min(Math.max(query.limit ?? 10, 1), 100);
  const sort = query.sort ?? "date";
  const where: Prisma.ApplicationWhereInput[] = [{ status: { not: "draft" } }];
  if (query.status && query.status !== "all") {
    const c = toCanonical(query.status);
    if (!c) throw new AppError("bad_request", "Unknown status filter.");
    // A staff value covers every lifecycle value it summarises.
    const staffValue = staffStatus(c);
    where.push({
      status: { in: query.status === c ? [c] : APPLICATION_STATUSES.filter((s) => staffStatus(s) === staffValue) },
    });
  }
  if (query.risk === "unassessed") where.push({ riskScore: null });
  else if (query.risk) where.push({ riskScore: RISK_RANGES[query.risk] });
  if (query.partnerId) where.push({ partnerId: query.partnerId });
  if (query.assignee === "unassigned") where.push({ assigneeId: null });
  // 'Assigned to me' needs a viewer; without one it matches nothing rather than everything.
  else if (query.assignee === "me") where.push({ assigneeId: viewer?.id ?? "" });
  if (query.from) where.push({ createdAt: { gte: calendarDay(query.from) } });
  if (query.to) where.push({ createdAt: { lt: new Date(calendarDay(query.to).getTime() + 86_400_000) } });
  if (query.minAmount != null) where.push({ loanAmount: { gte: query.minAmount } });
  if (query.maxAmount != null) where.push({ loanAmount: { lte: query.maxAmount } });
  if (query.q?.trim()) {
    const q = query.q.trim();
    const digits = q.replace(/\s/g, "");
    // A complete application number (BF-2026-000123, any case) is a lookup of that application by its
    // unique index; at 1M rows every number shares "BF-20…"'s trigrams, so a trigram search for it
    // reads most of the index (ADR 028). Part of a number still searches by contains.
    const fullNumber = /^BF-\d{4}-\d{6,}$/i.test(q) ? q.toUpperCase() : null;
    // A number has only letters, digits and hyphens: text with a space or anything else is no part of
    // one, and searching the number index for it would only cost time.
    const numberMatch = fullNumber
      ? { number: fullNumber }
      : /^[A-Za-z0-9-]+$/.test(q)
        ? { number: containsText(q) }
        : null;
    where.push({
      OR: [
        ...(numberMatch ? [numberMatch] : []),
        businessNameMatch(q),
        ...(/^\d{3,11}$/.test(digits) ? [{ abn: { startsWith: digits } }] : []),
      ],
    });
  }
  const field = sort === "amount" ? "loanAmount" : sort === "risk" ? "riskScore" : "createdAt";
  // "Highest risk" lists assessed applications (unassessed ones have no score to rank by).
  if (sort === "risk") where.push({ riskScore: { not: null } });
  if (query.cursor) {
    const { value, id } = decodeQueueCursor(query.cursor, field);
    // The redundant `<= value` bound lets the sort index start at the cursor instead of filtering
    // every earlier row (PostgreSQL cannot derive an index range from the OR alone; ADR 028).
    where.push({ [field]: { lte: value } }, { OR: [{ [field]: { lt: value } }, { [field]: value, id: { lt: id } }] });
  }
  const [rows, targets] = await Promise.all([
    prisma.application.findMany({
      where: { AND: where },
      orderBy: [{ [field]: "desc" }, { id: "desc" }],
      take: limit + 1,
      select: STAFF_SELECT,
    }),
    loadStatusTargets(),
  ]);
  const page = rows.slice(0, limit);
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
