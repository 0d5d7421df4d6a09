/** The client's withdrawal of their own application (the workspace's form, ADR 055). Pure. */
import { recordId } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

export const withdrawApplicationSchema = z.object({ applicationId: recordId() });
export type WithdrawApplicationInput = z.infer<typeof withdrawApplicationSchema>;
