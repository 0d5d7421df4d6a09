import { actOnComplaint } from "@/lib/complaints";
import { staffComplaintSchema } from "@/lib/complaints/client";
import { handler } from "@/lib/http";
import { recordId, z } from "@/lib/validation/client";

export const dynamic = "force-dynamic";

/** The register's actions on one complaint (staff and admin): acknowledge, start, escalate, resolve, refer. */
export const PATCH = handler(
  {
    action: "manage:complaint",
    params: z.object({ id: recordId() }),
    body: staffComplaintSchema.omit({ complaintId: true }),
  },
  async ({ user, params, body, ip }) => actOnComplaint(user, { ...body, complaintId: params.id }, ip),
);
