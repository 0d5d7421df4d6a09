import { recordId, singleLine } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

/** The owner's check forms (ADR 071), parsed by the server actions and by the browser first. */
export const connectBankSchema = z.object({ applicationId: recordId() });

export const consentSchema = z.object({
  applicationId: recordId(),
  subject: singleLine().min(1, "Required").max(100),
  agree: z.literal("on", { error: "Tick the box to confirm this person agreed to the checks." }),
});

export const recheckSchema = z.object({ applicationId: recordId(), checkId: recordId() });
