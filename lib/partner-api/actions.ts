"use server";
import { revalidatePath } from "next/cache";
import { formAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { createApiKey, revokeApiKey } from "./keys";
import { apiKeyCreateSchema, apiKeyIdSchema } from "./schema";

// The partner portal's API-key forms (ADR 055, 072): the same schemas and domain functions throughout.

export interface IntegrationFormState extends TypedResult {
  done?: string;
  /** A new key or signing secret: shown once, in this answer only. */
  secret?: string;
}

const PATH = "/partner/integrations";

export const createApiKeyAction = keepTyped<IntegrationFormState>(
  formAction(
    apiKeyCreateSchema,
    async (input, { user, ip }): Promise<IntegrationFormState> => {
      const key = await createApiKey(user, input, ip);
      revalidatePath(PATH);
      return { done: `API key “${key.name}” created. Copy it now: it is shown only once.`, secret: key.key };
    },
    { action: "manage:integration" },
  ),
);

export const revokeApiKeyAction = formAction(
  apiKeyIdSchema,
  async ({ keyId }, { user, ip }): Promise<IntegrationFormState> => {
    const key = await revokeApiKey(user, keyId, ip);
    revalidatePath(PATH);
    return { done: `API key ${key.prefix}… revoked: requests with it are refused from now on.` };
  },
  { action: "manage:integration" },
);
