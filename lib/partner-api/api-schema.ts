import { leadConversionSchema, leadInputSchema } from "@/lib/leads/client";
import { recordId, z } from "@/lib/validation/client";

/**
 * The /api/v1 request schemas (ADR 072): the portal's own (a lead as the leads form, an application
 * as the conversion form), so the API and the portal refuse the same input with the same words; the
 * OpenAPI document (openapi.ts) is generated from these.
 */
export const apiLeadSchema = leadInputSchema;

/** The conversion form's answers less its submission key: the Idempotency-Key header does that job. */
export const apiApplicationSchema = leadConversionSchema.omit({ idempotencyKey: true });

export const leadParamsSchema = z.object({ leadId: recordId() });
/** An application's id, or its number (BF-YYYY-NNNNNN) while it waits for the client to confirm. */
export const applicationParamsSchema = z.object({ applicationId: recordId() });
