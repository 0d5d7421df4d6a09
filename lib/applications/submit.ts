import "server-only";
import { audit } from "@/lib/audit";
import { issueSignInLink } from "@/lib/auth/email-link";
import type { SessionUser } from "@/lib/auth/session";
import { db, Prisma } from "@/lib/db";
import { AppError, validationError } from "@/lib/http/errors";
import { rateLimit } from "@/lib/http/rate-limit";
import { linkLeadToApplication } from "@/lib/leads";
import { sendMail } from "@/lib/mail";
import { matchLenders } from "@/lib/matching";
import { formatAud } from "@/lib/money/format";
import { notifyStaff } from "@/lib/notifications";
import { nextApplicationNumber } from "./number";
import { CONSENT_NOTICE_VERSION, wizardSubmissionSchema } from "./wizard-schema";

export interface SubmissionResult {
  id: string;
  applicationNumber: string;
  status: string;
  matchedLenders: number;
  panelSize: number;
  topMatches: { lenderName: string; upToAmount: number; rateBps: number; monthlyRepaymentCents: number; establishmentFeeCents: number; totalRepayableCents: number; totalCostCents: number; speedHours: number }[];
  reasons: string[];
}

/**
 * The wizard's 'View Quotes': validates everything, records consent to a soft credit check, creates
 * (or attaches) the client's account, the application with its number, status history and lender
 * matches, then e-mails a sign-in link. The idempotency key makes a double submit return the first.
 */
export async function submitApplication(input: { body: unknown; user: SessionUser | null; ip: string; request: Request }): Promise<SubmissionResult> {
  const parsed = wizardSubmissionSchema.safeParse(input.body);
  if (!parsed.success) throw validationError(parsed.error);
  const a = parsed.data;
  const prisma = await db();

  const existing = await prisma.application.findUnique({ where: { idempotencyKey: a.idempotencyKey }, select: { id: true } });
  if (existing) return resultFor(existing.id);

  await rateLimit(`submit:ip:${input.ip}`, 10, 3600);
  if (input.user && input.user.role !== "client") {
    throw new AppError("forbidden", "You are signed in as a team member. Sign out to apply as a business.");
  }
  const email = input.user?.email ?? a.email.toLowerCase();

  const lenders = await prisma.lender.findMany({ where: { active: true } });
  const facts = { loanAmount: a.amount, termMonths: a.term, monthlyTurnover: a.monthlyTurnover, creditProfile: a.creditProfile, timeInBusiness: a.timeInBusiness, industry: a.industry ?? null, purpose: a.purpose };
  const matches = matchLenders(facts, lenders);
  const now = new Date();

  let created: { id: string; number: string; clientId: string; newAccount: boolean };
  try {
    created = await prisma.$transaction(async (tx) => {
      let client = await tx.user.findUnique({ where: { email }, select: { id: true, role: true } });
      let newAccount = false;
      if (client && client.role !== "client") throw new AppError("conflict", "This e-mail belongs to a team account. Use another e-mail address.");
      if (!client) {
        client = await tx.user.create({ data: { email, role: "client", firstName: a.firstName, lastName: a.lastName, phone: a.phone }, select: { id: true, role: true } });
        newAccount = true;
        await audit(tx, { actor: { id: client.id, role: "client" }, action: "user.created_by_application", entity: "User", entityId: client.id, ip: input.ip });
      }
      const partner = a.referralCode ? await tx.user.findFirst({ where: { referralCode: a.referralCode.toUpperCase(), role: "partner", status: "active" }, select: { id: true } }) : null;
      const { seq, number } = await nextApplicationNumber(tx, now);
      const app = await tx.application.create({
        data: {
          seq, number, clientId: client.id, partnerId: partner?.id ?? null, status: "submitted",
          businessName: a.companyName, abn: a.abnNumber || null, industry: a.industry ?? null, purpose: a.purpose,
          loanAmount: a.amount, termMonths: a.term, monthlyTurnover: a.monthlyTurnover, creditProfile: a.creditProfile, timeInBusiness: a.timeInBusiness,
          contactFirstName: a.firstName, contactLastName: a.lastName, contactEmail: a.email.toLowerCase(), contactPhone: a.phone,
          consentSoftCheck: true, consentAt: now, consentNoticeVersion: CONSENT_NOTICE_VERSION,
          idempotencyKey: a.idempotencyKey, submittedAt: now, lastActivityAt: now,
        },
        select: { id: true, number: true },
      });
      await tx.applicationStatusChange.create({ data: { applicationId: app.id, fromStatus: null, toStatus: "submitted", byUserId: client.id, note: "Application submitted online" } });
      await tx.lenderMatch.createMany({
        data: matches.map((m) => ({
          applicationId: app.id, lenderId: m.lenderId, eligible: m.eligible, reasons: m.reasons, rank: m.rank ?? null,
          rateBps: m.quote?.rateBps ?? null, monthlyRepaymentCents: m.quote?.monthlyRepaymentCents ?? null, establishmentFeeCents: m.quote?.establishmentFeeCents ?? null,
          totalRepayableCents: m.quote?.totalRepayableCents ?? null, upToAmount: m.upToAmount, speedHours: m.speedHours,
        })),
      });
      if (partner && a.leadId) await linkLeadToApplication(tx, a.leadId, app.id, partner.id);
      await audit(tx, { actor: input.user ?? { id: client.id, role: "client" }, action: "application.submitted", entity: "Application", entityId: app.id, after: { number: app.number, loanAmount: a.amount, partnerId: partner?.id ?? null, consentNoticeVersion: CONSENT_NOTICE_VERSION }, ip: input.ip });
      return { id: app.id, number: app.number, clientId: client.id, newAccount };
    });
  } catch (error) {
    // Two submissions with one key racing: the loser returns the winner's application.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const again = await prisma.application.findUnique({ where: { idempotencyKey: a.idempotencyKey }, select: { id: true } });
      if (again) return resultFor(again.id);
    }
    throw error;
  }

  const link = await issueSignInLink(prisma, { email, userId: created.clientId, callbackUrl: "/client" });
  await sendMail({
    to: email,
    subject: `Application ${created.number} received`,
    text: [
      `Hi ${a.firstName},`,
      "",
      `Thanks for applying for ${formatAud(a.amount)} for ${a.companyName}. Your application number is ${created.number}.`,
      "We ran a soft credit check only (no hard enquiry). You can expect offers within 24 hours.",
      "",
      `Sign in to your portal to follow it: ${link}`,
      "This link works once and expires in 30 minutes; you can always ask for a new one on the sign-in page.",
      "",
      "The BizFund team",
    ].join("\n"),
  });
  await notifyStaff({ kind: "application_submitted", title: `New application ${created.number}`, body: `${a.companyName} applied for ${formatAud(a.amount)}.`, link: `/staff?application=${created.id}` });
  return resultFor(created.id);
}

async function resultFor(id: string): Promise<SubmissionResult> {
  const prisma = await db();
  const app = await prisma.application.findUniqueOrThrow({
    where: { id },
    select: { id: true, number: true, status: true, loanAmount: true, matches: { include: { lender: { select: { name: true } } }, orderBy: [{ rank: "asc" }] } },
  });
  const eligible = app.matches.filter((m) => m.eligible).sort((x, y) => (x.rank ?? 0) - (y.rank ?? 0));
  const reasonCounts = new Map<string, number>();
  for (const m of app.matches.filter((x) => !x.eligible)) for (const r of m.reasons) reasonCounts.set(r, (reasonCounts.get(r) ?? 0) + 1);
  return {
    id: app.id,
    applicationNumber: app.number,
    status: app.status,
    matchedLenders: eligible.length,
    panelSize: app.matches.length,
    topMatches: eligible.slice(0, 3).map((m) => ({
      lenderName: m.lender.name, upToAmount: m.upToAmount, rateBps: m.rateBps ?? 0, monthlyRepaymentCents: m.monthlyRepaymentCents ?? 0,
      establishmentFeeCents: m.establishmentFeeCents ?? 0, totalRepayableCents: m.totalRepayableCents ?? 0,
      totalCostCents: (m.totalRepayableCents ?? 0) - app.loanAmount * 100 + (m.establishmentFeeCents ?? 0), speedHours: m.speedHours,
    })),
    reasons: [...reasonCounts.entries()].sort((x, y) => y[1] - x[1]).slice(0, 4).map(([r]) => r),
  };
}
