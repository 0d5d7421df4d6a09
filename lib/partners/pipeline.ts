import "server-only";
import { applicationScope } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db, type Prisma } from "@/lib/db";
import { loadNextStepFacts, nextStep } from "@/lib/applications";
import { brokerStatus, canonicalForBrokerFilter, workspaceHref } from "@/lib/applications/client";
import type { PipelineOwner, PipelineQuery } from "./pipeline-schema";

const DAY_MS = 86_400_000;

/** Whole days since `from` (0 on the day itself). */
export const daysSince = (from: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - from.getTime()) / DAY_MS));

/**
 * The broker's pipeline (issue #36 item 4, ADR 080): the partner's referrals, one row each, with the
 * next action and who owes it (lib/applications/next-step, the same step the workspace's header
 * shows), days in the current status and the last update; filtered by status group, by who owes the
 * next action and by a search over business name, application number and client name; sorted by the
 * last update. Only the partner's own referrals: the where-clause is the permission's scope.
 */
export async function brokerPipeline(user: SessionUser, query: PipelineQuery, now = new Date()) {
  const prisma = await db();
  const needle = query.q.trim();
  const where: Prisma.ApplicationWhereInput = {
    AND: [
      applicationScope(user, "read:application"),
      { status: { not: "draft" } },
      query.status !== "all" ? { status: { in: canonicalForBrokerFilter(query.status) } } : {},
      needle
        ? {
            OR: [
              { businessName: { contains: needle, mode: "insensitive" } },
              { number: { contains: needle, mode: "insensitive" } },
              { client: { firstName: { contains: needle, mode: "insensitive" } } },
              { client: { lastName: { contains: needle, mode: "insensitive" } } },
            ],
          }
        : {},
    ],
  };
  const rows = await prisma.application.findMany({
    where,
    select: {
      id: true,
      number: true,
      businessName: true,
      loanAmount: true,
      status: true,
      statusChangedAt: true,
      lastActivityAt: true,
      createdAt: true,
      client: { select: { firstName: true, lastName: true } },
      commissions: { where: { partnerId: user.id, kind: "upfront" }, select: { amountCents: true, paid: true } },
    },
  });
  const facts = await loadNextStepFacts(rows.map((r) => r.id));
  const listed = rows.flatMap((a) => {
    const f = facts.get(a.id);
    const step = f ? nextStep(f, "partner") : null;
    const owner: PipelineOwner = step?.owner ?? "nobody";
    if (query.owner !== "all" && owner !== query.owner) return [];
    const lastUpdate = a.lastActivityAt > a.statusChangedAt ? a.lastActivityAt : a.statusChangedAt;
    return [
      {
        id: a.id,
        applicationNumber: a.number,
        businessName: a.businessName,
        clientName: [a.client.firstName, a.client.lastName].filter(Boolean).join(" ") || "Client",
        loanAmount: a.loanAmount,
        status: brokerStatus(a.status),
        nextAction: step?.label ?? "Nothing to do",
        owner,
        /** Where the next action is done in the workspace. */
        href: workspaceHref("partner", a.id, step?.section),
        workspaceHref: workspaceHref("partner", a.id),
        daysInStatus: daysSince(a.statusChangedAt, now),
        lastUpdate: lastUpdate.toISOString(),
        submittedAt: a.createdAt.toISOString(),
        commission: a.commissions.reduce((s, c) => s + c.amountCents, 0) / 100,
        commissionPaid: a.commissions.length > 0 && a.commissions.every((c) => c.paid),
      },
    ];
  });
  const dir = query.sort === "oldest" ? 1 : -1;
  listed.sort((x, y) => (x.lastUpdate < y.lastUpdate ? -1 : x.lastUpdate > y.lastUpdate ? 1 : 0) * dir);
  return listed;
}
export type PipelineRow = Awaited<ReturnType<typeof brokerPipeline>>[number];
