/** The portal's credit guide acknowledgement (ADR 067): the version the person was shown. Pure. */
import { z } from "@/lib/validation/zod";
import { CREDIT_GUIDE_VERSION } from "@/lib/marketing/credit-guide";

export const creditGuideAckSchema = z.object({
  version: z.literal(CREDIT_GUIDE_VERSION, {
    error: "The credit guide has changed since this page was shown. Read it again and acknowledge it.",
  }),
});
