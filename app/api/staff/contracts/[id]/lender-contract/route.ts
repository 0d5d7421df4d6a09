import { z, recordId } from "@/lib/validation/client";
import { attachLenderContract, MAX_LENDER_CONTRACT_BYTES } from "@/lib/contracts";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Staff upload the contract the lender issued (the PDF as the body; ADR 067). */
export const POST = handler(
  {
    action: "submit:lender",
    params: z.object({ id: recordId() }),
    maxBodyBytes: MAX_LENDER_CONTRACT_BYTES,
    tooLargeMessage: "Upload the lender's contract as a PDF of at most 20 MB.",
  },
  async ({ user, params, request, ip }) =>
    attachLenderContract(user, params.id, Buffer.from(await request.arrayBuffer()), ip),
);
