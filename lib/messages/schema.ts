import { recordId, text } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

export const MESSAGE_MAX_LENGTH = 5000;

/** A message's text: the composer checks it as the route does. */
export const messageContent = text()
  .max(MESSAGE_MAX_LENGTH, `Messages are limited to ${MESSAGE_MAX_LENGTH} characters`)
  .refine((v) => v.trim().length > 0, "Message cannot be empty.");

/** POST /api/messages: {applicationId, content}. */
export const messageInputSchema = z.object({
  applicationId: recordId(),
  content: messageContent,
  isAiGenerated: z.boolean().optional(),
});

/** The composer's one field. */
export const composerSchema = z.object({ content: messageContent });
