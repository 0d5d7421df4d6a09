import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { signContractSchema } from "@/lib/contracts/schema";
import { handler } from "@/lib/http/handler";
import { signContract } from "@/lib/contracts/sign";

export const dynamic = "force-dynamic";

/** The client signs their contract by typing their full name and ticking the consent. */
export const POST = handler(
  { action: "sign:contract", params: z.object({ id: recordId() }), body: signContractSchema, maxBodyBytes: 4096 },
  ({ user, params, body, ip }) => signContract(user, params.id, body, ip),
);
