import { z, recordId } from "@/lib/validation/client";
import { updateUser } from "@/lib/admin";
import { userUpdateSchema } from "@/lib/admin/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Admin: change a user's role or status, or reset their second factor. */
export const PATCH = handler(
  { action: "manage:user", params: z.object({ id: recordId() }), body: userUpdateSchema },
  ({ user, params, body, ip }) => updateUser(user, params.id, body, ip),
);
