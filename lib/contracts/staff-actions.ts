"use server";
import { formAction } from "@/lib/http";
import type { FormResult } from "@/lib/http";
import { attachLenderContract } from "./lender-contract";
import { lenderContractUploadSchema } from "./lender-contract-schema";

export interface LenderContractState extends FormResult {
  uploaded?: boolean;
}

/** Staff upload the lender-issued contract (ADR 055, 067): the twin of POST /api/staff/contracts/:id/lender-contract. */
export const uploadLenderContractAction = formAction(
  lenderContractUploadSchema,
  async ({ contractId, file }, { user, ip }): Promise<LenderContractState> => {
    await attachLenderContract(user, contractId, Buffer.from(await file.arrayBuffer()), ip);
    return { uploaded: true };
  },
  { action: "submit:lender" },
);
