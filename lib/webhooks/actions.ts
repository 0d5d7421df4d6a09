"use server";
import { revalidatePath } from "next/cache";
import { formAction } from "@/lib/http";
import { keepTyped } from "@/lib/http/client";
import type { IntegrationFormState } from "@/lib/partner-api/client";
import { createWebhookEndpoint, removeWebhookEndpoint, replayWebhookDelivery, rotateWebhookSecret } from "./endpoints";
import { deliveryIdSchema, endpointCreateSchema, endpointIdSchema } from "./schema";

// The partner portal's webhook forms (ADR 055, 073).

const PATH = "/partner/integrations";
const gate = { action: "manage:integration" as const };

export const createEndpointAction = keepTyped<IntegrationFormState>(
  formAction(
    endpointCreateSchema,
    async (input, { user, ip }): Promise<IntegrationFormState> => {
      const endpoint = await createWebhookEndpoint(user, input, ip);
      revalidatePath(PATH);
      return {
        done: `Endpoint ${endpoint.url} added. Copy its signing secret now: it is shown only once.`,
        secret: endpoint.secret,
      };
    },
    gate,
  ),
);

export const rotateSecretAction = formAction(
  endpointIdSchema,
  async ({ endpointId }, { user, ip }): Promise<IntegrationFormState> => {
    const r = await rotateWebhookSecret(user, endpointId, ip);
    revalidatePath(PATH);
    return {
      done: "New signing secret below, shown once. The old one also signs for 24 hours while you switch over.",
      secret: r.secret,
    };
  },
  gate,
);

export const removeEndpointAction = formAction(
  endpointIdSchema,
  async ({ endpointId }, { user, ip }): Promise<IntegrationFormState> => {
    await removeWebhookEndpoint(user, endpointId, ip);
    revalidatePath(PATH);
    return { done: "Endpoint removed: nothing more is sent to it." };
  },
  gate,
);

export const replayDeliveryAction = formAction(
  deliveryIdSchema,
  async ({ deliveryId }, { user, ip }): Promise<IntegrationFormState> => {
    const r = await replayWebhookDelivery(user, deliveryId, ip);
    revalidatePath(PATH);
    return { done: `The ${r.event} event is being sent again.` };
  },
  gate,
);
