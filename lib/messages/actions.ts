"use server";
import { formAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { postMessage } from "./index";
import { messageFormSchema } from "./schema";

export interface MessageFormState extends TypedResult {
  sent?: boolean;
}

/**
 * The composer's server action (ADR 055), as POST /api/messages: the same permission, the same
 * domain function (ownership, audit, notifications), so a message is sent without JavaScript too.
 */
export const sendMessage = keepTyped<MessageFormState>(
  formAction(
    messageFormSchema,
    async (input, { user, ip }): Promise<MessageFormState> => {
      await postMessage(user, input, ip);
      return { sent: true };
    },
    { action: "create:message" },
  ),
);
