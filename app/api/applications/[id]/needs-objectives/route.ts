import { z, recordId } from "@/lib/validation/client";
import { getNeedsObjectives, saveNeedsObjectives } from "@/lib/applications";
import { needsObjectivesSchema } from "@/lib/applications/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

const params = z.object({ id: recordId() });

/** The application's needs-and-objectives record (ADR 067): the client's own, a referrer's, any for staff. */
export const GET = handler({ action: "read:application", params }, ({ user, params }) =>
  getNeedsObjectives(user, params.id),
);

/** Complete or update it (the client or staff): the twin of saveNeedsObjectivesAction. */
export const PUT = handler(
  { action: "read:application", params, body: needsObjectivesSchema.omit({ applicationId: true }), maxBodyBytes: 8192 },
  ({ user, params, body, ip }) => saveNeedsObjectives(user, { ...body, applicationId: params.id }, ip),
);
