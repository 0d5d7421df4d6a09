import "server-only";
import { audit, type Actor } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth";
import { missingFullApplication } from "@/lib/applications/full-application/missing";
import { TERMINAL_STATUSES } from "@/lib/applications/client";
import { readableApplication } from "@/lib/applications/queries";
import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { parseRecordId } from "@/lib/validation/client";
import { checklistFor, missingRequired, outstandingCount } from "./checklist";
import { checklistFactsFor } from "./checklist-facts";

type Tx = Prisma.TransactionClient;

/** What every portal shows of an item (the client sees the reason and the request's note too). */
export const CHECKLIST_ITEM_SELECT = {
  id: true,
  key: true,
  label: true,
  required: true,
  status: true,
  rejectionReason: true,
  staffNote: true,
  dueAt: true,
  custom: true,
  createdAt: true,
  documents: {
    orderBy: { createdAt: "desc" },
    select: { id: true, fileName: true, status: true, createdAt: true, uploadedById: true },
  },
} as const satisfies Prisma.ChecklistItemSelect;

/**
 * Brings an application's checklist in line with the rules, in the caller's transaction: creates
 * the items it lacks, follows a rule's required flag, and drops rule items the facts no longer call
 * for while nothing was sent for them. Idempotent (the unique key absorbs a parallel run); custom
 * requests are never touched. Runs at submission and lazily for older applications.
 */
export async function syncChecklistIn(tx: Tx, applicationId: string, actor: Actor | null = null) {
  const rules = checklistFor(await checklistFactsFor(applicationId, tx));
  const existing = await tx.checklistItem.findMany({
    where: { applicationId },
    select: {
      id: true,
      key: true,
      required: true,
      custom: true,
      status: true,
      _count: { select: { documents: true } },
    },
  });
  const byKey = new Map(existing.map((e) => [e.key, e]));
  const create = rules.filter((r) => !byKey.has(r.key));
  if (create.length)
    await tx.checklistItem.createMany({
      data: create.map((r) => ({ applicationId, key: r.key, label: r.label, required: r.required })),
      skipDuplicates: true,
    });
  for (const r of rules) {
    const e = byKey.get(r.key);
    if (e && e.required !== r.required)
      await tx.checklistItem.update({ where: { id: e.id }, data: { required: r.required } });
  }
  const keys = new Set(rules.map((r) => r.key));
  const stale = existing.filter(
    (e) => !e.custom && !keys.has(e.key) && e.status === "requested" && !e._count.documents,
  );
  if (stale.length) await tx.checklistItem.deleteMany({ where: { id: { in: stale.map((s) => s.id) } } });
  if (create.length || stale.length)
    await audit(tx, {
      actor,
      action: "checklist.synced",
      entity: "Application",
      entityId: applicationId,
      after: { added: create.map((r) => r.key), removed: stale.map((s) => s.key) },
    });
}

/** syncChecklistIn in its own transaction. */
export async function syncChecklist(applicationId: string, actor: Actor | null = null) {
  const prisma = await db();
  await prisma.$transaction((tx) => syncChecklistIn(tx, applicationId, actor));
}

/** The checklist of an application the user may read (client: own, partner: referred, team: any). */
export async function listChecklist(user: SessionUser, applicationId: string) {
  const app = await readableApplication(user, applicationId);
  if (app.status !== "draft") await syncChecklist(applicationId);
  const prisma = await db();
  return prisma.checklistItem.findMany({
    where: { applicationId },
    orderBy: [{ required: "desc" }, { createdAt: "asc" }, { key: "asc" }],
    select: CHECKLIST_ITEM_SELECT,
  });
}
export type ChecklistItemView = Awaited<ReturnType<typeof listChecklist>>[number];

/** The checklist as plain data for a client component (dates as ISO strings), or null when unreadable. */
export async function checklistView(user: SessionUser, applicationId: string | undefined) {
  if (applicationId === undefined || !parseRecordId(applicationId)) return null;
  try {
    const items = await listChecklist(user, applicationId);
    return {
      applicationId,
      outstanding: outstandingCount(items),
      items: items.map((i) => ({
        ...i,
        dueAt: i.dueAt?.toISOString() ?? null,
        createdAt: i.createdAt.toISOString(),
        documents: i.documents.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
      })),
    };
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") return null;
    throw e;
  }
}
export type ChecklistView = NonNullable<Awaited<ReturnType<typeof checklistView>>>;

/**
 * Items still waiting on the client or broker (requested or rejected), per application. A closed
 * file (settled, declined, withdrawn) waits on nobody: it is never counted (issue 35 item 5).
 */
export async function outstandingByApplication(applicationIds: string[]): Promise<Record<string, number>> {
  if (!applicationIds.length) return {};
  const prisma = await db();
  // Older applications get their checklist the first time anyone looks (submission creates it now).
  const unsynced = await prisma.application.findMany({
    where: { id: { in: applicationIds }, status: { not: "draft" }, checklistItems: { none: {} } },
    select: { id: true },
  });
  for (const a of unsynced) await syncChecklist(a.id);
  const rows = await prisma.checklistItem.groupBy({
    by: ["applicationId"],
    where: {
      applicationId: { in: applicationIds },
      status: { in: ["requested", "rejected"] },
      application: { status: { notIn: [...TERMINAL_STATUSES] } },
    },
    _count: { _all: true },
  });
  return Object.fromEntries(rows.map((r) => [r.applicationId, r._count._all]));
}

/** Refuses (400) a checklist item that is not part of the application (an upload's target). */
export async function assertItemOfApplication(
  tx: Pick<Tx, "checklistItem">,
  applicationId: string,
  itemId: string,
): Promise<void> {
  const item = await tx.checklistItem.findFirst({ where: { id: itemId, applicationId }, select: { id: true } });
  if (!item)
    throw new AppError("bad_request", "That checklist item is not part of this application.", {
      fields: { checklistItemId: ["Choose an item from this application's checklist."] },
    });
}

/** An upload answers an item: it moves to received (again, after a rejection) for staff to review. */
export async function receiveForItem(tx: Tx, applicationId: string, itemId: string) {
  await assertItemOfApplication(tx, applicationId, itemId);
  return tx.checklistItem.update({
    where: { id: itemId },
    data: { status: "received", rejectionReason: null, reviewedAt: null },
    select: { id: true, key: true, label: true, status: true },
  });
}

/**
 * What stands between an application and lender matching, in two parts: required checklist items not
 * approved (the checklist is synced first, so an older application cannot pass with no items) and what
 * the full application still lacks. Both empty when ready. The staff workspace's readiness list shows
 * the parts; the submission gate refuses with their union (readinessGaps), so the two cannot disagree.
 */
export async function readinessParts(
  applicationId: string,
): Promise<{ documents: string[]; fullApplication: string[] }> {
  await syncChecklist(applicationId);
  const prisma = await db();
  const items = await prisma.checklistItem.findMany({
    where: { applicationId },
    orderBy: [{ createdAt: "asc" }, { key: "asc" }],
    select: { label: true, required: true, status: true },
  });
  return { documents: missingRequired(items), fullApplication: await missingFullApplication(applicationId) };
}

/** What stands between an application and lender matching, as one list (empty when ready). */
export async function readinessGaps(applicationId: string): Promise<string[]> {
  const parts = await readinessParts(applicationId);
  return [...parts.documents, ...parts.fullApplication];
}
