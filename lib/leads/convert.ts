import "server-only";
import { requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { holdForConfirmation, purgeExpiredPending } from "@/lib/applications/pending";
import { panelMatches } from "@/lib/applications/submit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { conversionBlocker, LEAD_NOT_FOUND } from "./conversion";
import { heldForPartner } from "./held";
import { conversionAnswers, type LeadConversion } from "./schema";
import { normalizeEmail } from "@/lib/validation/client";

export interface ConversionResult {
  applicationNumber: string;
  status: "awaiting_client_confirmation";
}

/**
 * 'Convert to application' (ADR 019): a partner submits the application for their lead's client.
 * It is made for the lead's e-mail, attributed to the partner and held (ADR 009) until the client
 * opens the e-mailed link, gives their own consent to the soft credit check and confirms. Only then
 * does it exist as an application, the lead become 'converted' and, for an address without an
 * account, the client's account exist (issue #39 item 12f: a partner never creates accounts for
 * others). A retry with the same key answers the same.
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
  // An existing account's role decides the e-mail (a team address gets no link); a new address is a client's.
  const owner = await prisma.user.findUnique({ where: { email }, select: { role: true } });
  const result = await holdForConfirmation({
    submission: { ...answers, consentSoftCheck: true, idempotencyKey, leadId: lead.id },
    email,
    ownerRole: owner?.role ?? "client",
    matches: await panelMatches(answers),
    ip,
    now,
    partner: { id: user.id, name: [user.firstName, user.lastName].filter(Boolean).join(" ") || "Your broker" },
  });
  return { applicationNumber: result.applicationNumber, status: "awaiting_client_confirmation" };
}
