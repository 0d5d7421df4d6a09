import { fullApplicationSchema } from "@/lib/applications/client";
import { fullApplication, saveFullApplication } from "@/lib/applications";
import { handler } from "@/lib/http";
import { recordId, z } from "@/lib/validation/client";

export const dynamic = "force-dynamic";

const params = z.object({ id: recordId() });

/** The full application (business, directors, debts, purpose) with its completeness; identifiers masked except for staff. */
export const GET = handler({ action: "read:full-application", params }, ({ user, params }) =>
  fullApplication(user, params.id),
);

/** Saves it, partially or whole (client: own; partner: referred; staff: any); audited by field name. */
export const PUT = handler(
  // Above the default body cap: ten directors, twenty debts and two 2,000-character answers.
  { action: "update:full-application", params, body: fullApplicationSchema, maxBodyBytes: 256 * 1024 },
  ({ user, params, body, ip }) => saveFullApplication(user, params.id, body, ip),
);
