import { readFile } from "node:fs/promises";
import path from "node:path";
import { z, singleLine } from "@/lib/validation/client";
import { AppError } from "@/lib/http/client";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
};
const ASSETS = path.join(/*turbopackIgnore: true*/ process.cwd(), "public", "assets");

/** Images for the site: a flat name from public/assets only (no paths, no traversal), cached for a year. */
export const GET = handler(
  {
    auth: false,
    params: z.object({ file: singleLine().regex(/^[a-z0-9][a-z0-9-]*\.(svg|png|jpg|webp)$/, "Unknown asset") }),
  },
  async ({ params }) => {
    const ext = path.extname(params.file);
    try {
      const body = await readFile(path.join(/*turbopackIgnore: true*/ ASSETS, params.file));
      return new Response(new Uint8Array(body), {
        headers: {
          "Content-Type": TYPES[ext]!,
          "Cache-Control": "public, max-age=31536000, immutable",
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
        },
      });
    } catch {
      throw new AppError("not_found", "Asset not found.");
    }
  },
);
