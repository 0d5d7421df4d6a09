import "server-only";
import { audit } from "@/lib/audit";
import { db, transaction } from "@/lib/db";
import { formatDateTime } from "@/lib/money/client";
import { notifyUser } from "@/lib/notifications";
import { workspaceHref } from "@/lib/applications/client";

/** How long before expiry the client hears that an offer is about to lapse. */
export const EXPIRY_REMINDER_MS = 48 * 60 * 60 * 1000;
const REMINDED = "offer.expiry_reminded";

/**
 * The recurring `offers.expire` job: open offers past their expiry become `expired` (audited), and
 * the client hears once, about 48 hours before, that an offer is about to lapse. The audit event
 * `offer.expiry_reminded` is the marker that keeps the reminder to one, whichever run sends it.
 */
export async function expireOffers(now = new Date()) {
  const prisma = await db();
  const due = await prisma.offer.findMany({
    where: { status: "open", expiresAt: { lte: now } },
    select: { id: true },
  });
  let expired = 0;
  for (const offer of due) {
    expired += await prisma.$transaction(async (tx) => {
      const changed = await tx.offer.updateMany({
        where: { id: offer.id, status: "open", expiresAt: { lte: now } },
        data: { status: "expired", closedAt: now },
      });
      if (changed.count === 1)
        await audit(tx, {
          actor: null,
          action: "offer.expired",
          entity: "Offer",
          entityId: offer.id,
          before: { status: "open" },
          after: { status: "expired" },
        });
      return changed.count;
    });
  }

  const soon = await prisma.offer.findMany({
    where: { status: "open", expiresAt: { gt: now, lte: new Date(now.getTime() + EXPIRY_REMINDER_MS) } },
    include: {
      lender: { select: { name: true } },
      application: { select: { id: true, number: true, clientId: true } },
    },
  });
  const marked = new Set(
    (
      await prisma.auditEvent.findMany({
        where: { action: REMINDED, entityId: { in: soon.map((o) => o.id) } },
        select: { entityId: true },
      })
    ).map((e) => e.entityId),
  );
  let reminded = 0;
  for (const offer of soon.filter((o) => !marked.has(o.id))) {
    // The marker and the reminder commit together: never a marker without its reminder.
    await transaction(async (tx) => {
      await audit(tx, { actor: null, action: REMINDED, entity: "Offer", entityId: offer.id });
      await notifyUser(tx, offer.application.clientId, {
        kind: "offer_expiring",
        title: `Your offer from ${offer.lender.name} expires soon`,
        body: `The offer on ${offer.application.number} expires on ${formatDateTime(offer.expiresAt)}. Compare and accept it in your portal before then.`,
        link: workspaceHref("client", offer.application.id, "offers"),
      });
    });
    reminded++;
  }
  return { expired, reminded };
}
