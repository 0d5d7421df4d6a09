import { z, recordId } from "@/lib/validation/client";
import { signContractSchema } from "@/lib/contracts/client";
import { handler } from "@/lib/http";
import { signContract } from "@/lib/contracts";

export const dynamic = "force-dynamic";

/** The client signs their contract by typing their full name and ticking the consent. */
export const POST = handler(
  { action: "sign:contract", params: z.object({ id: recordId() }), body: signContractSchema, maxBodyBytes: 4096 },
  ({ user, params, body, ip }) => signContract(user, params.id, body, ip),
);
