import { z, singleLine } from "@/lib/validation/client";
import { AppError } from "@/lib/http/client";
import { handler } from "@/lib/http";
import { renderDownload } from "@/lib/marketing";
import { downloadFile, findDownload } from "@/lib/marketing/client";

/** The Resources page's guides and templates as real files (PDF or CSV), always as attachments. */
export const GET = handler({ auth: false, params: z.object({ file: singleLine().max(120) }) }, async ({ params }) => {
  const download = findDownload(params.file);
  if (!download) throw new AppError("not_found", "Resource not found.");
  const { body, contentType } = await renderDownload(download);
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${downloadFile(download)}"`,
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
