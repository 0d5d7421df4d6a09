import { z, singleLine } from "@/lib/validation/client";
import { guarantorContract } from "@/lib/contracts";
import { handler } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The contract a guarantor's link lets them read (the link stays unused; ADR 067). */
export const GET = handler(
  { auth: false, params: z.object({ token: singleLine().max(100) }) },
  async ({ user, params }) => {
    const { fileName, bytes } = await guarantorContract(params.token, user);
    return new Response(new Uint8Array(bytes), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(bytes.byteLength),
        "Content-Disposition": `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, "_")}"`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      },
    });
  },
);
