import { recordId, singleLine, text } from "@/lib/validation/text";
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

/**
 * The composer's form as its server action parses it (ADR 055): the route's input, with the flag as
 * the form's hidden text ("true" when a drafted reply is sent unchanged).
 */
export const messageFormSchema = z.object({
  applicationId: recordId(),
  content: messageContent,
  isAiGenerated: singleLine()
    .optional()
    .transform((v) => v === "true"),
});
