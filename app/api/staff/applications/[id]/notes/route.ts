import { addInternalNote, listInternalNotes } from "@/lib/applications";
import { internalNoteSchema } from "@/lib/applications/client";
import { handler } from "@/lib/http";
import { recordId, z } from "@/lib/validation/client";

export const dynamic = "force-dynamic";

const params = z.object({ id: recordId() });

/** The team's internal notes on an application (staff and admin only), newest first. */
export const GET = handler({ action: "read:internal-note", params }, ({ user, params }) =>
  listInternalNotes(user, params.id),
);

/** Add an internal note. */
export const POST = handler(
  { action: "create:internal-note", params, body: internalNoteSchema, maxBodyBytes: 16_384 },
  async ({ user, params, body, ip }) =>
    Response.json(await addInternalNote(user, params.id, body, ip), { status: 201 }),
);
