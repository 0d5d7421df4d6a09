import "server-only";
import type { Actor } from "@/lib/audit";
import { issueSignInLink } from "@/lib/auth";
import { rematchApplication } from "@/lib/assessment";
import { runSoftCheck, type CreditCheckRecord } from "@/lib/credit";
import { db, transaction, type Prisma } from "@/lib/db";
import { queueMail } from "@/lib/mail";
import { logger } from "@/lib/observability";
import { receivedMail, type ReceivedAnswers } from "./submission-mail";
import { workspaceHref } from "@/lib/applications/workspace-links";

/** An application without its credit check this long after submission lost its follow-up (a crash). */
const SWEEP_GRACE_MS = 5 * 60_000;
/** Older ones are left alone (they predate the check, or someone looks at them by hand). */
const SWEEP_WINDOW_MS = 24 * 60 * 60_000;

/**
 * After the application has committed: the soft credit check (consent is recorded on it) and, in the
 * check's own transaction, the e-mail saying what happened with a sign-in link, so the check's row
 * is the record that the applicant was told. Never throws: the application stands, and a failure
 * here is left to `sweepUnannounced`, which finds applications without their check.
 */
export async function afterAttached(
  app: { id: string; number: string },
  ctx: { clientId: string; email: string; answers: ReceivedAnswers; actor: Actor | null; ip: string | null },
) {
  const tell = async (tx: Prisma.TransactionClient, check: CreditCheckRecord | null) => {
    const link = await issueSignInLink(tx, {
      email: ctx.email,
      userId: ctx.clientId,
      callbackUrl: workspaceHref("client", app.id),
    });
    await queueMail(tx, receivedMail({ to: ctx.email, number: app.number, answers: ctx.answers, check, link }));
  };
  try {
    const check = await runSoftCheck(app.id, { actor: ctx.actor, ip: ctx.ip }, tell);
    // No consent recorded (never for the wizard's applications): nothing to pair the e-mail with.
    if (!check) await transaction((tx) => tell(tx, null));
    // The bureau's band replaces the stated one in matching (ADR 068).
    else if (check.status === "completed") await rematchApplication(app.id);
  } catch (error) {
    logger.error({ applicationId: app.id, err: error }, "after-submission work failed; the sweep will retry");
  }
}

/**
 * The recurring safety net for `afterAttached`: consented applications created in the last day,
 * more than a few minutes ago, with no credit check recorded.
 */
export async function sweepUnannounced(now = new Date()): Promise<number> {
  const prisma = await db();
  const due = await prisma.application.findMany({
    where: {
      consentSoftCheck: true,
      status: { not: "draft" },
      createdAt: { gte: new Date(now.getTime() - SWEEP_WINDOW_MS), lte: new Date(now.getTime() - SWEEP_GRACE_MS) },
      creditChecks: { none: {} },
    },
    select: {
      id: true,
      number: true,
      clientId: true,
      contactFirstName: true,
      businessName: true,
      loanAmount: true,
      client: { select: { email: true } },
    },
    take: 50,
  });
  for (const a of due)
    await afterAttached(a, {
      clientId: a.clientId,
      email: a.client.email,
      answers: { firstName: a.contactFirstName, companyName: a.businessName, amount: a.loanAmount },
      actor: null,
      ip: null,
    });
  return due.length;
}
