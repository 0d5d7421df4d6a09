import "server-only";
import { audit } from "@/lib/audit";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/client";
import { singleLine, z } from "@/lib/validation/client";
import { verifyWebhookSignature } from "./esign";
import { liveSigning } from "./guarantor-link";
import { recordGuarantorSignature } from "./guarantor-sign";

/**
 * The envelope provider's webhook (issue #34 item 4, ADR 067): DocuSign-style "recipient completed"
 * events. The body must carry the HMAC-SHA256 signature of ESIGN_WEBHOOK_SECRET in
 * `X-Esign-Signature` ("sha256=<hex>"), else 401 and nothing is read. A guarantor's signature is
 * recorded with the same checks as our link (the adopted name must be theirs on file; a second event
 * for the same signer is a 409); the borrower's own signature is the click route's job.
 */
export const ESIGN_SIGNATURE_HEADER = "x-esign-signature";

const eventSchema = z.object({
  envelopeId: singleLine().min(1).max(200),
  event: z.enum(["recipient_completed", "envelope_completed", "envelope_declined"]),
  recipient: z.object({ email: singleLine().max(254), name: singleLine().min(1).max(120) }).optional(),
  signedAt: singleLine()
    .refine((v) => !Number.isNaN(Date.parse(v)), "Not a date")
    .optional(),
  ip: singleLine().max(64).optional(),
});
export type EnvelopeEvent = z.infer<typeof eventSchema>;

export async function handleEsignWebhook(rawBody: string, signature: string | null) {
  if (!verifyWebhookSignature(env().ESIGN_WEBHOOK_SECRET, rawBody, signature))
    throw new AppError("unauthorized", "The webhook signature does not match.");
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new AppError("bad_request", "The webhook body is not JSON.");
  }
  const result = eventSchema.safeParse(parsed);
  if (!result.success) throw new AppError("bad_request", "The webhook event is not one we know.");
  const event = result.data;
  const prisma = await db();
  const contract = await prisma.contract.findUnique({
    where: { envelopeId: event.envelopeId },
    select: { id: true, provider: true, guarantors: { select: { id: true, email: true } } },
  });
  if (!contract) throw new AppError("not_found", "No contract has this envelope.");
  if (event.event !== "recipient_completed" || !event.recipient) {
    await audit(prisma, {
      actor: null,
      action: `esign.${event.event}`,
      entity: "Contract",
      entityId: contract.id,
      after: { envelopeId: event.envelopeId },
    });
    return { recorded: false };
  }
  const email = event.recipient.email.toLowerCase();
  const signing = contract.guarantors.find((g) => g.email === email);
  if (!signing) return { recorded: false };
  const link = await liveSigning({ id: signing.id }, null);
  await recordGuarantorSignature(link, {
    typedName: event.recipient.name,
    ip: event.ip ?? "esign-provider",
    via: contract.provider,
    at: event.signedAt ? new Date(event.signedAt) : new Date(),
  });
  return { recorded: true };
}
