import "server-only";
import { db } from "@/lib/db";

export interface LedgerEvent {
  at: string;
  kind: "sent" | "document" | "withdrawal";
  /** "Lender API" or "E-mail to <address>". */
  channel: string;
  /** What went: file names and data, in words. */
  items: string[];
  /** E-mail only: when the outbox delivered it (null: waiting). */
  deliveredAt?: string | null;
}

const APPLICATION_DATA =
  "Application data (business details, loan request, directors and guarantors, debts, use of funds)";

const kindOf = (subject: string): LedgerEvent["kind"] =>
  subject.startsWith("Withdrawn:") ? "withdrawal" : subject.startsWith("Further document") ? "document" : "sent";

const fileNames = (attachments: unknown): string[] =>
  Array.isArray(attachments)
    ? attachments.map((a) => String((a as { fileName?: unknown }).fileName ?? "attachment"))
    : [];

/**
 * The data-room ledger (issue 34 item 2): per lender, what was sent, when and by which channel,
 * derived each time from the records themselves, never a copy: an e-mail lender's rows in the outbox
 * (its package, further documents, the withdrawal notice, with their attachments), an API lender's
 * submission and audit trail (sent, withdrawn) with the documents approved when it was sent.
 */
export async function lenderLedger(applicationId: string) {
  const prisma = await db();
  const app = await prisma.application.findUniqueOrThrow({ where: { id: applicationId }, select: { number: true } });
  const subs = await prisma.lenderSubmission.findMany({
    where: { applicationId },
    include: { lender: { select: { name: true, submissionEmail: true } } },
    orderBy: { submittedAt: "asc" },
  });
  const [trail, docs] = await Promise.all([
    prisma.auditEvent.findMany({
      where: {
        entity: "LenderSubmission",
        entityId: { in: subs.map((s) => s.id) },
        action: { in: ["submission.sent", "submission.withdrawn"] },
      },
      orderBy: { at: "asc" },
      select: { entityId: true, action: true, at: true, after: true },
    }),
    prisma.document.findMany({
      where: { applicationId, status: "approved" },
      select: { fileName: true, reviewedAt: true, createdAt: true },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  const rows = [];
  for (const s of subs) {
    const events: LedgerEvent[] = [];
    if (s.driver === "email" && s.lender.submissionEmail) {
      const mails = await prisma.outboxEmail.findMany({
        where: {
          to: s.lender.submissionEmail.toLowerCase(),
          OR: [{ subject: { contains: app.number } }, { text: { contains: app.number } }],
        },
        orderBy: { createdAt: "asc" },
        select: { subject: true, createdAt: true, sentAt: true, attachments: true },
      });
      for (const m of mails)
        events.push({
          at: m.createdAt.toISOString(),
          kind: kindOf(m.subject),
          channel: `E-mail to ${s.lender.submissionEmail}`,
          items:
            kindOf(m.subject) === "withdrawal"
              ? ["Withdrawal notice: stop assessing and delete"]
              : fileNames(m.attachments),
          deliveredAt: m.sentAt?.toISOString() ?? null,
        });
    } else {
      const mine = trail.filter((t) => t.entityId === s.id);
      const sent = mine.filter((t) => t.action === "submission.sent").map((t) => t.at);
      // Seeded and older submissions have no 'sent' event: their reference says the lender has it.
      if (!sent.length && s.reference) sent.push(s.submittedAt);
      for (const at of sent)
        events.push({
          at: at.toISOString(),
          kind: "sent",
          channel: "Lender API",
          items: [APPLICATION_DATA, ...docs.filter((d) => (d.reviewedAt ?? d.createdAt) <= at).map((d) => d.fileName)],
        });
      for (const w of mine.filter((t) => t.action === "submission.withdrawn")) {
        const after = (w.after ?? {}) as { notified?: string | null; acknowledgement?: string | null };
        if (after.notified)
          events.push({
            at: w.at.toISOString(),
            kind: "withdrawal",
            channel: "Lender API",
            items: [
              `Withdrawal: stop assessing and delete${after.acknowledgement ? ` (receipt ${after.acknowledgement})` : ""}`,
            ],
          });
      }
    }
    rows.push({
      submissionId: s.id,
      lenderId: s.lenderId,
      lenderName: s.lender.name,
      status: s.status,
      reference: s.reference,
      withdrawnAt: s.withdrawnAt?.toISOString() ?? null,
      events: events.sort((a, b) => a.at.localeCompare(b.at)),
    });
  }
  return rows;
}
export type LedgerRow = Awaited<ReturnType<typeof lenderLedger>>[number];
