import { consentReceipt } from "@/lib/consent";
import { handler } from "@/lib/http";
import { recordId, z } from "@/lib/validation/client";

export const dynamic = "force-dynamic";

/** The consent receipt for one lender, as a PDF: the owner and staff. */
export const GET = handler(
  { action: "read:lender-ledger", params: z.object({ id: recordId(), lenderId: recordId() }) },
  async ({ user, params }) => {
    const { pdf, fileName } = await consentReceipt(user, params.id, params.lenderId);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "no-store",
      },
    });
  },
);
