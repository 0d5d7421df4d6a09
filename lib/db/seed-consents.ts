import { DOB_FIELD } from "@/lib/applications/client";
import { personKey } from "@/lib/checks";
import { DIRECTOR_CONSENT_VERSION, directorConsentText, LENDER_CONSENT_VERSION } from "@/lib/consent/client";
import { decryptField } from "@/lib/security";
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
  await seedDirectorConsents(prisma, todo);
  return todo.length;
}

/**
 * ADR 083: where such a lender checks directors' credit (a hard enquiry), each director named on the
 * file consented too, from their own link, at the owner's time: one row per director covering the
 * file's seeded lenders.
 */
async function seedDirectorConsents(
  prisma: PrismaClient,
  pairs: { applicationId: string; lenderId: string; at: Date }[],
) {
  const hard = new Map(
    (await prisma.lender.findMany({ where: { creditEnquiry: "hard" }, select: { id: true, name: true } })).map((l) => [
      l.id,
      l.name,
    ]),
  );
  const byApp = new Map<string, { lenderIds: string[]; at: Date }>();
  for (const p of pairs) {
    if (!hard.has(p.lenderId)) continue;
    const entry = byApp.get(p.applicationId) ?? { lenderIds: [], at: p.at };
    entry.lenderIds.push(p.lenderId);
    if (p.at > entry.at) entry.at = p.at;
    byApp.set(p.applicationId, entry);
  }
  if (!byApp.size) return;
  const directors = await prisma.applicationDirector.findMany({
    where: { applicationId: { in: [...byApp.keys()] } },
    select: {
      applicationId: true,
      fullName: true,
      dateOfBirthEnc: true,
      email: true,
      application: { select: { number: true, businessName: true } },
    },
  });
  await prisma.directorConsent.createMany({
    data: directors.map((d) => {
      const entry = byApp.get(d.applicationId)!;
      const dob = d.dateOfBirthEnc ? decryptField(d.dateOfBirthEnc, DOB_FIELD) : null;
      return {
        applicationId: d.applicationId,
        subject: personKey(d.fullName, dob),
        name: d.fullName,
        email: d.email,
        lenderIds: entry.lenderIds,
        textVersion: DIRECTOR_CONSENT_VERSION,
        status: "consented",
        typedName: d.fullName,
        consentText: directorConsentText(DIRECTOR_CONSENT_VERSION, {
          directorName: d.fullName,
          businessName: d.application.businessName,
          applicationNumber: d.application.number,
          lenders: entry.lenderIds.map((id) => ({ name: hard.get(id)!, enquiry: "hard" as const })),
        }),
        consentedAt: entry.at,
        usedAt: entry.at,
        ip: "203.0.113.10",
        createdAt: new Date(entry.at.getTime() - HOUR),
      };
    }),
  });
}
