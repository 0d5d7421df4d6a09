import { createLead, listLeads } from "@/lib/leads";
import { leadInputSchema } from "@/lib/leads/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The partner's own leads. */
export const GET = handler({ action: "manage:lead" }, ({ user }) => listLeads(user));

/** Add a lead. */
export const POST = handler({ action: "manage:lead", body: leadInputSchema }, async ({ user, body, ip }) =>
  Response.json(await createLead(user, body, ip), { status: 201 }),
);
