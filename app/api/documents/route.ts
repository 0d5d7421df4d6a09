import { z } from "@/lib/validation/zod";
import { singleLine } from "@/lib/validation/text";
import { listDocuments } from "@/lib/documents";
import { handler } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

/** The caller's documents (clients: their own; staff: all). */
export const GET = handler(
  { action: "read:document", query: z.object({ applicationId: singleLine().max(40).optional() }) },
  ({ user, query }) => listDocuments(user, query.applicationId),
);
