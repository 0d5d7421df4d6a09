import "server-only";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { formatAud, formatPercent } from "@/lib/money/client";
import { checksDirectorsCredit } from "./director-text";
import { directorConsentState, ownerDirectorWords } from "./directors";
import { lenderLedger } from "./ledger";
import { applicationFor, currentConsents } from "./records";
import { ENQUIRY_WORDS, LENDER_CONSENT_VERSION, consentText, type CreditEnquiryKind } from "./text";

/**
 * What a lender receives with a submission (lib/lenders/adapters/package.ts): the application PDF and
 * the approved documents (as they stood at `asOf`, for a receipt reprinting an earlier consent).
 */
export async function packageContents(applicationId: string, asOf?: Date) {
  const prisma = await db();
  const docs = await prisma.document.findMany({
    where: {
      applicationId,
      status: "approved",
      ...(asOf ? { OR: [{ reviewedAt: { lte: asOf } }, { reviewedAt: null, createdAt: { lte: asOf } }] } : {}),
    },
    orderBy: { createdAt: "asc" },
    select: { fileName: true, documentType: true },
  });
  return [
    "the application (business details, loan request, directors and guarantors, existing debts, use of funds)",
    ...docs.map((d) => `${d.fileName} (${d.documentType.replace(/_/g, " ")})`),
  ];
}

/** Why the match engine put this lender forward, from its stored match facts. */
function whyChosen(
  m: { eligible: boolean; reasons: string[]; rank: number | null; rateBps: number | null; speedHours: number },
  l: { minAmount: number; maxAmount: number; minTermMonths: number; maxTermMonths: number },
  app: { loanAmount: number; termMonths: number },
  eligibleCount: number,
) {
  if (!m.eligible) return [`Chosen by our team although the match engine flagged: ${m.reasons.join("; ")}`];
  return [
    `Your ${formatAud(app.loanAmount)} over ${app.termMonths} months fits its range (${formatAud(l.minAmount)} to ${formatAud(l.maxAmount)}, ${l.minTermMonths} to ${l.maxTermMonths} months).`,
    ...(m.rank ? [`Ranked ${m.rank} of ${eligibleCount} eligible lenders on your answers.`] : []),
    ...(m.rateBps != null ? [`Indicative rate ${formatPercent(m.rateBps)} p.a.`] : []),
    `Usually answers within ${m.speedHours} hours.`,
  ];
}

/**
 * The owner's lender list (issue 34 items 1-2): each proposed lender with why it was chosen, what it
 * checks, what it will receive, the owner's standing answer and the consent text to agree to; the
 * data-room ledger; and the owner's deletion requests. Owner, referring partner (read-only) and staff.
 */
export async function lenderChoices(user: SessionUser, applicationId: string) {
  const app = await applicationFor(user, applicationId, "read:lender-ledger").catch(async (e) => {
    // A referring partner reads the list to know what to ask for (never to answer).
    if (user.role !== "partner") throw e;
    return applicationFor(user, applicationId, "request:lender-consent");
  });
  const prisma = await db();
  const [proposals, matches, consents, submissions, contents, ledger, deletions, owner, directors] = await Promise.all([
    prisma.lenderProposal.findMany({
      where: { applicationId },
      include: { lender: true },
      orderBy: { proposedAt: "asc" },
    }),
    prisma.lenderMatch.findMany({ where: { applicationId } }),
    currentConsents(prisma, applicationId),
    prisma.lenderSubmission.findMany({ where: { applicationId }, select: { lenderId: true, status: true } }),
    packageContents(applicationId),
    lenderLedger(applicationId),
    prisma.dataDeletionRequest.findMany({ where: { applicationId }, orderBy: { requestedAt: "desc" } }),
    prisma.user.findUniqueOrThrow({
      where: { id: app.clientId },
      select: { firstName: true, lastName: true, email: true },
    }),
    directorConsentState(prisma, applicationId),
  ]);
  const ownerDirector = directors.find((d) => d.isOwner);
  const eligibleCount = matches.filter((m) => m.eligible).length;
  const personName = [owner.firstName, owner.lastName].filter(Boolean).join(" ") || owner.email;
  return {
    applicationId: app.id,
    number: app.number,
    businessName: app.businessName,
    status: app.status,
    isOwner: user.id === app.clientId,
    textVersion: LENDER_CONSENT_VERSION,
    lenders: proposals.map((p) => {
      const m = matches.find((x) => x.lenderId === p.lenderId);
      const enquiry = p.lender.creditEnquiry as CreditEnquiryKind;
      const documents = contents;
      const consent = consents.get(p.lenderId);
      const sub = submissions.find((s) => s.lenderId === p.lenderId);
      return {
        lenderId: p.lenderId,
        lenderName: p.lender.name,
        channel: p.lender.driver === "email" ? "E-mail" : "Lender API",
        why: m ? whyChosen(m, p.lender, app, eligibleCount) : ["Proposed by our team."],
        enquiry,
        enquiryWords: ENQUIRY_WORDS[enquiry],
        documents,
        decision: consent?.decision ?? null,
        decidedAt: consent?.at.toISOString() ?? null,
        submissionStatus: sub?.status ?? null,
        // ADR 083: a lender that checks directors' credit needs each director's own consent.
        directors: checksDirectorsCredit(p.lender)
          ? directors.map((d) => ({
              name: d.name,
              isOwner: d.isOwner,
              consented: d.consented.has(p.lenderId),
              asked: d.asked.has(p.lenderId),
            }))
          : [],
        ownerDirectorText:
          ownerDirector && checksDirectorsCredit(p.lender)
            ? ownerDirectorWords(ownerDirector.name, app, p.lender)
            : null,
        consentText: consentText(LENDER_CONSENT_VERSION, {
          personName,
          businessName: app.businessName,
          applicationNumber: app.number,
          lenderName: p.lender.name,
          enquiry,
          documents,
        })!,
      };
    }),
    ledger,
    deletionRequests: deletions.map((d) => ({
      id: d.id,
      requestedAt: d.requestedAt.toISOString(),
      completedAt: d.completedAt?.toISOString() ?? null,
      note: d.note,
    })),
  };
}
export type LenderChoicesView = Awaited<ReturnType<typeof lenderChoices>>;
