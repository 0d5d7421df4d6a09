import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { attachLenderContract, MAX_LENDER_CONTRACT_BYTES } from "@/lib/contracts/lender-contract";
import { handler } from "@/lib/http/handler";

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
