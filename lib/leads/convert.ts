import "server-only";
import { audit } from "@/lib/audit";
import { requirePermission } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session";
import { holdForConfirmation, purgeExpiredPending } from "@/lib/applications/pending";
import { panelMatches } from "@/lib/applications/submit";
import type { WizardAnswers } from "@/lib/applications/wizard-schema";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { conversionBlocker, LEAD_NOT_FOUND } from "./conversion";
import { heldForPartner } from "./held";
import { conversionAnswers, type LeadConversion } from "./schema";
import { normalizeEmail } from "@/lib/validation/contact-rules";

export interface ConversionResult {
  applicationNumber: string;
  status: "awaiting_client_confirmation";
}

/**
 * 'Convert to application' (ADR 019): a partner submits the application for their lead's client.
 * It is made for the lead's e-mail — the client's account is found, or created as the wizard
 * creates one — attributed to the partner and held (ADR 009) until the client opens the e-mailed
 * link, gives their own consent to the soft credit check and confirms. Only then does it exist as
 * an application and the lead become 'converted'. A retry with the same key answers the same.
 */
export async function convertLead(
  user: SessionUser,
  leadId: string,
  input: LeadConversion,
  ip: string,
): Promise<ConversionResult> {
  const prisma = await db();
  const lead = await prisma.lead.findUnique({
    where: { id: leadId },
    select: { id: true, partnerId: true, status: true, email: true, applicationId: true },
  });
  // Another partner's lead is as unknown as a missing one.
  if (!lead) throw new AppError("not_found", LEAD_NOT_FOUND);
  requirePermission(user, "convert:lead", { ownerId: lead.partnerId }, { code: "not_found", message: LEAD_NOT_FOUND });

  const now = new Date();
  await purgeExpiredPending(now);
  const held = (await heldForPartner(user.id, now)).get(lead.id);
  if (held?.idempotencyKey === input.idempotencyKey) {
    return { applicationNumber: held.number, status: "awaiting_client_confirmation" };
  }
  const blocker = conversionBlocker({ ...lead, awaitingConfirmation: held?.number });
  if (blocker) throw new AppError("conflict", blocker);

  const { idempotencyKey } = input;
  const email = normalizeEmail(lead.email);
  const answers = conversionAnswers(input, email);
  const owner = await findOrCreateClient(user, answers, ip);
  const result = await holdForConfirmation({
    submission: { ...answers, consentSoftCheck: true, idempotencyKey, leadId: lead.id },
    email,
    ownerRole: owner.role,
    matches: await panelMatches(answers),
    ip,
    now,
    partner: { id: user.id, name: [user.firstName, user.lastName].filter(Boolean).join(" ") || "Your broker" },
  });
  return { applicationNumber: result.applicationNumber, status: "awaiting_client_confirmation" };
}

/** The lead's client account: found by e-mail, or created for them as the wizard does for a new address. */
async function findOrCreateClient(partner: SessionUser, a: WizardAnswers, ip: string) {
  const prisma = await db();
  const existing = await prisma.user.findUnique({ where: { email: a.email }, select: { id: true, role: true } });
  if (existing) return existing;
  return prisma.$transaction(async (tx) => {
    const client = await tx.user.create({
      data: { email: a.email, role: "client", firstName: a.firstName, lastName: a.lastName, phone: a.phone },
      select: { id: true, role: true },
    });
    await audit(tx, {
      actor: partner,
      action: "user.created_by_application",
      entity: "User",
      entityId: client.id,
      after: { preparedBy: "partner" },
      ip,
    });
    return client;
  });
}
