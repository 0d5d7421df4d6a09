import { z, singleLine } from "@/lib/validation/client";
import { listDocuments } from "@/lib/documents";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The caller's documents (clients: their own; staff: all). */
export const GET = handler(
  { action: "read:document", query: z.object({ applicationId: singleLine().max(40).optional() }) },
  ({ user, query }) => listDocuments(user, query.applicationId),
);
