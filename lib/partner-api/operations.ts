import "server-only";
import { randomUUID } from "node:crypto";
import { applicationScope } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { uploadDocument } from "@/lib/documents";
import { AppError } from "@/lib/http/client";
import { createLead } from "@/lib/leads";
import { convertLead } from "@/lib/leads/convert";
import { applicationOffers } from "@/lib/offers/queries";
import type { z } from "@/lib/validation/client";
import type { apiApplicationSchema, apiLeadSchema } from "./api-schema";

/**
 * What each /api/v1 endpoint does, as the key's partner, through the same domain functions as the
 * portal (their ownership checks included: another partner's record is not found).
 */
export async function apiCreateLead(user: SessionUser, input: z.output<typeof apiLeadSchema>, ip: string) {
  const lead = await createLead(user, input, ip);
  return { id: lead.id, status: lead.status, createdAt: lead.createdAt };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An application for the lead's client, held until the client confirms it (ADR 019), as 'Convert' in the portal. */
export async function apiCreateApplication(
  user: SessionUser,
  leadId: string,
  input: z.output<typeof apiApplicationSchema>,
  idempotencyKey: string | null,
  ip: string,
) {
  // The conversion's own key (a UUID): the caller's Idempotency-Key when it is one, else a fresh one
  // (the API's idempotency record answers the retries either way).
  const key = idempotencyKey && UUID.test(idempotencyKey) ? idempotencyKey.toLowerCase() : randomUUID();
  return convertLead(user, leadId, { ...input, idempotencyKey: key }, ip);
}

/** A document for a referred application: the upload route's function, the application from the path. */
export async function apiUploadDocument(user: SessionUser, applicationId: string, request: Request, ip: string) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError("bad_request", "Send the file as multipart/form-data.");
  }
  form.set("applicationId", applicationId);
  const rebuilt = new Request(request.url, { method: "POST", body: form });
  const doc = await uploadDocument(user, rebuilt, ip);
  return { id: doc.id, fileName: doc.fileName, documentType: doc.documentType, createdAt: doc.createdAt };
}

const NOT_FOUND = "Application not found.";

/**
 * A referred application's status and a summary of its offers; by its number, one prepared by this
 * partner that waits for the client's confirmation answers as such. Another partner's is not found.
 */
export async function apiApplicationStatus(user: SessionUser, idOrNumber: string) {
  const prisma = await db();
  const app = await prisma.application.findFirst({
    where: { ...applicationScope(user), OR: [{ id: idOrNumber }, { number: idOrNumber }] },
    select: { id: true, number: true, status: true, statusChangedAt: true, createdAt: true, settledAt: true },
  });
  if (!app) {
    const held = await prisma.pendingApplication.findFirst({
      where: { number: idOrNumber, expiresAt: { gt: new Date() }, answers: { path: ["partnerId"], equals: user.id } },
      select: { number: true, createdAt: true, expiresAt: true },
    });
    if (!held) throw new AppError("not_found", NOT_FOUND);
    return {
      id: null,
      number: held.number,
      status: "awaiting_client_confirmation",
      statusChangedAt: held.createdAt,
      confirmBy: held.expiresAt,
      settledAt: null,
      offers: { count: 0, open: 0, acceptedOfferId: null, items: [] },
    };
  }
  const { offers, acceptedOfferId } = await applicationOffers(user, app.id);
  return {
    ...app,
    offers: {
      count: offers.length,
      open: offers.filter((o) => o.status === "open").length,
      acceptedOfferId,
      items: offers.map((o) => ({
        id: o.id,
        status: o.status,
        lender: o.disclosure.lenderName,
        amount: o.disclosure.figures.amount,
        termMonths: o.disclosure.figures.termMonths,
        interestRateBps: o.disclosure.figures.interestRateBps,
        aprBps: o.disclosure.figures.aprBps,
        repaymentCents: o.disclosure.figures.repaymentCents,
        repaymentFrequency: o.disclosure.figures.repaymentFrequency,
        expiresAt: o.expiresAt,
      })),
    },
  };
}
