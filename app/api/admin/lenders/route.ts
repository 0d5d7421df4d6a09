import { createLender, listLenders } from "@/lib/admin";
import { lenderInputSchema } from "@/lib/admin/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Admin: the lender panel. */
export const GET = handler({ action: "manage:lender" }, () => listLenders());

/** Admin: add a lender with its criteria and rates. */
export const POST = handler({ action: "manage:lender", body: lenderInputSchema }, async ({ user, body, ip }) =>
  Response.json(await createLender(user, body, ip), { status: 201 }),
);
