import { LENDER_CONSENT_VERSION } from "@/lib/consent/text";
import type { PrismaClient } from "./generated/client";

const HOUR = 60 * 60 * 1000;

type Owner = { clientId: string; client: { firstName: string | null; lastName: string | null; email: string } };

/**
 * Issue 34 item 1 (ADR 066): no lender sees a file without its owner's consent, so every seeded
 * submission (offers) gets what the portal would have recorded first: staff's proposal and the
 * owner's approval under the current consent text, an hour before it was sent. The submitted files
 * of the clients who cannot sign in (no password: the demo's other businesses) come with their
 * owner's approval of every lender on their match list, so staff can send them as before; the demo
 * clients' own files wait for their answer in the portal. Idempotent (pairs already answered are skipped).
 */
export async function seedConsents(prisma: PrismaClient, { staffId }: { staffId: string }) {
  const owner = { select: { clientId: true, client: { select: { firstName: true, lastName: true, email: true } } } };
  const [sent, answered, existing] = await Promise.all([
    prisma.lenderSubmission.findMany({
      select: { applicationId: true, lenderId: true, submittedAt: true, application: owner },
    }),
    prisma.lenderMatch.findMany({
      where: { application: { status: "submitted", client: { passwordHash: null } }, lender: { active: true } },
      select: {
        applicationId: true,
        lenderId: true,
        application: { select: { createdAt: true, ...owner.select } },
      },
    }),
    prisma.lenderConsent.findMany({ select: { applicationId: true, lenderId: true } }),
  ]);
  const done = new Set(existing.map((e) => `${e.applicationId}:${e.lenderId}`));
  const pairs = new Map<string, { applicationId: string; lenderId: string; at: Date; application: Owner }>();
  for (const s of sent)
    pairs.set(`${s.applicationId}:${s.lenderId}`, { ...s, at: new Date(s.submittedAt.getTime() - HOUR) });
  for (const m of answered)
    if (!pairs.has(`${m.applicationId}:${m.lenderId}`))
      pairs.set(`${m.applicationId}:${m.lenderId}`, {
        ...m,
        at: new Date(m.application.createdAt.getTime() + 2 * HOUR),
      });
  const todo = [...pairs.entries()].filter(([key]) => !done.has(key)).map(([, p]) => p);
  await prisma.lenderProposal.createMany({
    data: todo.map((p) => ({
      applicationId: p.applicationId,
      lenderId: p.lenderId,
      proposedById: staffId,
      proposedAt: new Date(p.at.getTime() - HOUR),
    })),
    skipDuplicates: true,
  });
  await prisma.lenderConsent.createMany({
    data: todo.map((p) => {
      const c = p.application.client;
      return {
        applicationId: p.applicationId,
        lenderId: p.lenderId,
        userId: p.application.clientId,
        personName: [c.firstName, c.lastName].filter(Boolean).join(" ") || c.email,
        textVersion: LENDER_CONSENT_VERSION,
        decision: "approved" as const,
        ip: "203.0.113.10",
        at: p.at,
      };
    }),
  });
  return todo.length;
}
