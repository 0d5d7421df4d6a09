import "server-only";
import { audit } from "@/lib/audit";
import { db, type Prisma } from "@/lib/db";
import { CREDIT_GUIDE_VERSION } from "@/lib/marketing/client";

/**
 * The credit guide is delivered and acknowledged at account creation (issue #34 item 3, ADR 067):
 * in the wizard's consent (the person is there), at the confirmation of a broker-prepared file, and
 * otherwise at the first portal visit before anything else (renderPortal). One row per person and
 * version: acknowledging again is a no-op, so racing requests record it once.
 */
export type CreditGuideChannel = "account_creation" | "confirmation" | "portal";

export async function recordCreditGuideAck(
  tx: Prisma.TransactionClient,
  user: { id: string; role: string },
  channel: CreditGuideChannel,
  ip: string | null,
  now = new Date(),
) {
  const where = { userId_version: { userId: user.id, version: CREDIT_GUIDE_VERSION } };
  if (await tx.creditGuideAcknowledgement.findUnique({ where, select: { id: true } })) return;
  await tx.creditGuideAcknowledgement.createMany({
    data: [{ userId: user.id, version: CREDIT_GUIDE_VERSION, channel, ip, acknowledgedAt: now }],
    skipDuplicates: true,
  });
  await audit(tx, {
    actor: user,
    action: "credit_guide.acknowledged",
    entity: "User",
    entityId: user.id,
    after: { version: CREDIT_GUIDE_VERSION, channel },
    ip: ip ?? undefined,
  });
}

/** Clients must acknowledge the current version before the portal shows them anything else. */
export async function needsCreditGuideAck(user: { id: string; role: string }): Promise<boolean> {
  if (user.role !== "client") return false;
  const prisma = await db();
  const row = await prisma.creditGuideAcknowledgement.findUnique({
    where: { userId_version: { userId: user.id, version: CREDIT_GUIDE_VERSION } },
    select: { id: true },
  });
  return !row;
}

/** The portal's acknowledgement (a person whose account someone else prepared, or a new version). */
export async function acknowledgeCreditGuide(user: { id: string; role: string }, ip: string) {
  const prisma = await db();
  await prisma.$transaction((tx) => recordCreditGuideAck(tx, user, "portal", ip));
  return { acknowledged: true, version: CREDIT_GUIDE_VERSION };
}
