import { handler } from "@/lib/http";
import { importRemittance, listRemittances } from "@/lib/remittances";
import { MAX_REMITTANCE_BYTES, remittanceImportSchema } from "@/lib/remittances/client";

export const dynamic = "force-dynamic";

/** Staff: the latest remittances and how each line matched. */
export const GET = handler({ action: "record:settlement" }, () => listRemittances());

/** Staff: import a lender's remittance CSV (the whole file, or nothing). */
export const POST = handler(
  { action: "record:settlement", body: remittanceImportSchema, maxBodyBytes: 2 * MAX_REMITTANCE_BYTES },
  async ({ user, body, ip }) => Response.json(await importRemittance(user, body, ip), { status: 201 }),
);
