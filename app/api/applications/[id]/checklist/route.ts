import { z, recordId } from "@/lib/validation/client";
import { addChecklistRequest, listChecklist } from "@/lib/documents";
import { checklistRequestSchema } from "@/lib/documents/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

const params = z.object({ id: recordId() });

/** The application's document checklist for whoever may read the application. */
export const GET = handler({ action: "read:application", params }, ({ user, params }) =>
  listChecklist(user, params.id),
);

/** Staff add a custom request {title, note, dueDate}; the client and broker are notified. */
export const POST = handler(
  { action: "request:document", params, body: checklistRequestSchema },
  async ({ user, params, body, ip }) =>
    Response.json(await addChecklistRequest(user, params.id, body, ip), { status: 201 }),
);
