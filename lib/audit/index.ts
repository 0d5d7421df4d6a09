import "server-only";
import type { Prisma } from "@/lib/db";

export interface Actor {
  id: string;
  role: string;
}

export interface AuditInput {
  actor: Actor | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  note?: string | null;
  ip?: string | null;
}

type Writer = { auditEvent: Prisma.TransactionClient["auditEvent"] };

const json = (v: unknown) => (v === undefined ? undefined : (JSON.parse(JSON.stringify(v)) as Prisma.InputJsonValue));

/**
 * Record who did what to which record, with before/after snapshots. Call it with the same
 * transaction client as the change itself so the two commit (or fail) together.
 */
export async function audit(tx: Writer, input: AuditInput) {
  await tx.auditEvent.create({
    data: {
      actorId: input.actor?.id ?? null,
      actorRole: input.actor?.role ?? null,
      action: input.action,
      entity: input.entity,
      entityId: input.entityId ?? null,
      before: json(input.before),
      after: json(input.after),
      note: input.note ?? null,
      ip: input.ip ?? null,
    },
  });
}
