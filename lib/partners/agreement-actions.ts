"use server";
import { revalidatePath } from "next/cache";
import { formAction } from "@/lib/http";
import type { TypedResult } from "@/lib/http/client";
import { acceptAgreementSchema } from "./agreement-schema";
import { acceptPartnerAgreement } from "./agreement-store";

export interface AgreementFormState extends TypedResult {
  accepted?: string;
}

/** /partner/agreement: "I accept the partner agreement" (the version shown is posted with it, ADR 077). */
export const acceptAgreementAction = formAction(
  acceptAgreementSchema,
  async ({ version }, { user, ip }): Promise<AgreementFormState> => {
    const r = await acceptPartnerAgreement(user, version, ip);
    revalidatePath("/partner/agreement");
    return { accepted: r.version };
  },
  { action: "update:settings" },
);
