import { env } from "@/lib/env";
import { handler } from "@/lib/http";
import { docsHtml, openApiDocument } from "@/lib/partner-api";

export const dynamic = "force-dynamic";

/** The partner API's reference as a readable page, rendered on the server from the OpenAPI document. Public. */
export const GET = handler({ auth: false }, async () => {
  const site = env().APP_URL;
  const html = docsHtml(openApiDocument(site) as never).replace("{site}", site);
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
});
