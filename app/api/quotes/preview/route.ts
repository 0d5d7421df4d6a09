import { previewMatches } from "@/lib/applications";
import { previewSchema } from "@/lib/applications/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The wizard's step 9: lender count and the top three 'Up to' amounts for the answers so far. */
export const POST = handler(
  { auth: false, limits: [{ name: "preview", limit: 60, windowSeconds: 60 }], body: previewSchema },
  ({ body }) => previewMatches(body),
);
