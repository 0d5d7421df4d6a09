import { z } from "@/lib/validation/zod";
import { recordId, singleLine, text } from "@/lib/validation/text";
import { changeStatus } from "@/lib/applications/transition";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

const body = z.object({
  status: singleLine().trim().min(1, "Choose a status").max(40),
  notes: text().trim().max(2000).optional().nullable(),
  version: z.number().int().min(0).optional(),
  /** Admin only: move to lender matching although documents or details are missing (note required). */
  override: z.boolean().optional(),
});

/** Staff change an application's status: {status, notes} (staff or canonical values). */
export const PATCH = handler(
  { action: "update:application-status", params: z.object({ id: recordId() }), body },
  ({ user, params, body, ip }) => changeStatus(user, params.id, body, ip),
);
