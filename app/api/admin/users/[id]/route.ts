import { z } from "@/lib/validation/zod";
import { recordId } from "@/lib/validation/text";
import { updateUser } from "@/lib/admin";
import { userUpdateSchema } from "@/lib/admin/schema";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** Admin: change a user's role or status, or reset their second factor. */
export const PATCH = handler(
  { action: "manage:user", params: z.object({ id: recordId() }), body: userUpdateSchema },
  ({ user, params, body, ip }) => updateUser(user, params.id, body, ip),
);
