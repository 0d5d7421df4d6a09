"use server";
import { revalidatePath } from "next/cache";
import { formAction } from "@/lib/http";
import { keepTyped, type TypedResult } from "@/lib/http/client";
import { updatePartnerTaxDetails } from "./tax-details";
import { partnerTaxSchema } from "./tax-schema";

export interface TaxDetailsFormState extends TypedResult {
  saved?: boolean;
  gstRegistered?: boolean;
}

/** /partner/tax-details: the partner's own legal name, ABN and GST registration (ADR 074). */
export const saveTaxDetailsAction = keepTyped<TaxDetailsFormState>(
  formAction(
    partnerTaxSchema,
    async (input, { user, ip }): Promise<TaxDetailsFormState> => {
      const saved = await updatePartnerTaxDetails(user, input, ip);
      revalidatePath("/partner/tax-details");
      return { saved: true, gstRegistered: saved.gstRegistered };
    },
    { action: "update:settings" },
  ),
);
