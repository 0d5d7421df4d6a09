import { env } from "@/lib/env";
import { handler } from "@/lib/http";
import { openApiDocument } from "@/lib/partner-api";

export const dynamic = "force-dynamic";

/** The partner API's OpenAPI 3.1 document (ADR 072), generated from the routes' zod schemas. Public. */
export const GET = handler({ auth: false }, async () =>
  Response.json(openApiDocument(env().APP_URL), { headers: { "Cache-Control": "public, max-age=300" } }),
);
