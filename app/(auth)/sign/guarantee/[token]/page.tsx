import { GuaranteeSigning } from "@/components/contracts/guarantee-signing";
import { getVerifiedUser } from "@/lib/auth";
import { liveGuarantorLink } from "@/lib/contracts";
import { isAppError } from "@/lib/http/client";

export const metadata = { title: "Sign your guarantee", robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * A director's or guarantor's own signing page (issue #34 item 4, ADR 067), reached from their
 * e-mailed link. Opening it consumes nothing; an altered, used or expired link, or one opened by
 * someone else signed in, gets its refusal and no form.
 */
export default async function GuaranteePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const viewer = await getVerifiedUser();
  let link;
  try {
    link = await liveGuarantorLink(token, viewer);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return (
      <>
        <h1 className="text-3xl font-bold">Sign your guarantee</h1>
        <p role="alert" className="rounded-md border border-destructive p-3 text-destructive">
          {error.message}
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-bold">Sign your guarantee</h1>
      <GuaranteeSigning
        token={token}
        name={link.name}
        applicationNumber={link.contract.application.number}
        businessName={link.contract.application.businessName}
        lenderName={link.contract.offer.lender.name}
        sms={!!link.mobile}
      />
    </>
  );
}
