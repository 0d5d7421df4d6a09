import "server-only";
import type { Prisma } from "@/lib/db";

export interface Actor {
  id: string;
  role: string;
}

/** The actor role of changes made from the command line (`npm run admin:create`), not by a signed-in user. */
export const SYSTEM_ROLE = "system";

export interface AuditInput {
  /** Who acted; null for a visitor, or for the system with `actorRole: SYSTEM_ROLE`. */
  actor: Actor | null;
  actorRole?: typeof SYSTEM_ROLE;
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
      actorRole: input.actor?.role ?? input.actorRole ?? null,
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

/** A user's role or status changed: audited as "user.<field>_changed" with the value before and after. */
export async function auditUserChange(
  tx: Writer,
  change: { actor: Actor; userId: string; field: "role" | "status"; before: string; after: string; ip?: string },
) {
  const { actor, userId, field, ip } = change;
  await audit(tx, {
    actor,
    action: `user.${field}_changed`,
    entity: "User",
    entityId: userId,
    before: { [field]: change.before },
    after: { [field]: change.after },
    ip,
  });
}

/** A successful sign-in, and which way it came (password, e-mailed link, development login). */
export async function auditSignIn(tx: Writer, user: Actor, note: string, ip?: string) {
  await audit(tx, { actor: user, action: "auth.signin", entity: "User", entityId: user.id, note, ip });
}
