/* eslint-disable no-restricted-syntax -- the response shapes below only describe answers in the document: no input is parsed with them (requests use the routes' own schemas). */
import "server-only";
import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { EVENT_LABELS, SIGNATURE_HEADER, WEBHOOK_EVENTS } from "@/lib/webhooks/client";
import { apiApplicationSchema, apiLeadSchema, applicationParamsSchema, leadParamsSchema } from "./api-schema";
import { IDEMPOTENCY_TTL_HOURS } from "./idempotency";
import { SCOPE_LABELS, type ApiScope } from "./scopes";

/**
 * The partner API's OpenAPI 3.1 document (ADR 072), generated from the zod schemas the routes parse
 * with (@asteasolutions/zod-to-openapi): request bodies and path parameters are the routes' own, so
 * the document cannot drift from what the API accepts. Responses are described here.
 */
const error = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});

const errors = (extra: Record<number, string> = {}) =>
  Object.fromEntries(
    Object.entries({
      400: "The input was refused: `fields` names each problem.",
      401: "No API key, or one that is malformed, unknown or revoked.",
      403: "The key lacks the scope this operation needs.",
      429: "The key is over its requests a minute: retry after `Retry-After` seconds.",
      ...extra,
    }).map(([status, description]) => [status, { description, content: { "application/json": { schema: error } } }]),
  );

const idempotencyHeader = z.object({
  "Idempotency-Key": z
    .string()
    .max(255)
    .optional()
    .meta({
      description: `Send the same key to retry safely: the same request answers the stored response (header \`Idempotent-Replayed: true\`) for ${IDEMPOTENCY_TTL_HOURS} hours; a different request under the same key is refused (422).`,
    }),
});
const postErrors = {
  409: "A request with this Idempotency-Key is still running, or the record's state forbids the change.",
  422: "The Idempotency-Key was used with a different request.",
};

const lead = z.object({ id: z.string(), status: z.string(), createdAt: z.string() });
const held = z.object({
  applicationNumber: z.string(),
  status: z.literal("awaiting_client_confirmation"),
});
const offer = z.object({
  id: z.string(),
  status: z.string(),
  lender: z.string(),
  amount: z.number().int(),
  termMonths: z.number().int(),
  interestRateBps: z.number().int(),
  aprBps: z.number().int(),
  repaymentCents: z.number().int(),
  repaymentFrequency: z.string(),
  expiresAt: z.string(),
});
const status = z.object({
  id: z.string().nullable(),
  number: z.string(),
  status: z.string(),
  statusChangedAt: z.string(),
  settledAt: z.string().nullable(),
  offers: z.object({
    count: z.number().int(),
    open: z.number().int(),
    acceptedOfferId: z.string().nullable(),
    items: z.array(offer),
  }),
});
const document = z.object({ id: z.string(), fileName: z.string(), documentType: z.string(), createdAt: z.string() });
const upload = z.object({
  file: z.string().meta({ format: "binary", description: "PDF, JPG, PNG or CSV, up to 10 MB." }),
  documentType: z.string().max(40).optional(),
  checklistItemId: z.string().optional(),
});

const scope = (s: ApiScope) => `Scope \`${s}\`: ${SCOPE_LABELS[s]}.`;
const security = [{ apiKey: [] }];

function registry() {
  const r = new OpenAPIRegistry();
  r.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description: "A partner API key (bfk_…), created in the partner portal under API and webhooks.",
  });
  const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
  r.registerPath({
    method: "post",
    path: "/api/v1/leads",
    summary: "Send a lead",
    description: scope("leads:write"),
    security,
    request: { headers: idempotencyHeader, body: json(apiLeadSchema) },
    responses: {
      201: { description: "The lead, as it appears in your portal.", ...json(lead) },
      ...errors(postErrors),
    },
  });
  r.registerPath({
    method: "post",
    path: "/api/v1/leads/{leadId}/applications",
    summary: "Apply for a lead's client",
    description: `${scope("leads:write")} The application is held until the client confirms it from the e-mailed link and consents to the credit check; until then it is known by its number only.`,
    security,
    request: { params: leadParamsSchema, headers: idempotencyHeader, body: json(apiApplicationSchema) },
    responses: {
      201: { description: "Held for the client's confirmation.", ...json(held) },
      ...errors({ 404: "No such lead of yours.", ...postErrors }),
    },
  });
  r.registerPath({
    method: "get",
    path: "/api/v1/applications/{applicationId}",
    summary: "Read an application's status and offers",
    description: `${scope("applications:read")} By id, or by number while it awaits the client's confirmation.`,
    security,
    request: { params: applicationParamsSchema },
    responses: {
      200: { description: "Status and offers summary.", ...json(status) },
      ...errors({ 404: "No such application referred by you." }),
    },
  });
  r.registerPath({
    method: "post",
    path: "/api/v1/applications/{applicationId}/documents",
    summary: "Upload a document",
    description: scope("documents:write"),
    security,
    request: {
      params: applicationParamsSchema,
      headers: idempotencyHeader,
      body: { content: { "multipart/form-data": { schema: upload } } },
    },
    responses: {
      201: { description: "The stored document.", ...json(document) },
      ...errors({
        404: "No such application referred by you.",
        413: "Over 10 MB.",
        415: "Not an accepted type.",
        ...postErrors,
      }),
    },
  });
  for (const event of WEBHOOK_EVENTS)
    r.registerWebhook({
      method: "post",
      path: event,
      summary: EVENT_LABELS[event],
      description: `Signed: \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex>\`, HMAC-SHA256 of \`<t>.<body>\` with the endpoint's secret (two v1 values while a rotated secret overlaps). Answer 2xx within 10 seconds; anything else is retried with backoff for 24 hours. Redirects are not followed. De-duplicate by the \`BizFund-Event-Id\` header: after a crash a delivery may arrive twice.`,
      request: {
        body: json(
          z.object({
            id: z.string(),
            type: z.literal(event),
            created: z.string(),
            data: z.record(z.string(), z.unknown()),
          }),
        ),
      },
      responses: { 200: { description: "Received." } },
    });
  return r;
}

let cached: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

export function openApiDocument(serverUrl: string) {
  cached ??= new OpenApiGeneratorV31(registry().definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "BizFund partner API",
      version: "1.0.0",
      description:
        "Send leads and applications from your own systems, upload documents and read statuses. Every POST honours Idempotency-Key.",
    },
    servers: [{ url: serverUrl }],
  });
  return cached;
}
