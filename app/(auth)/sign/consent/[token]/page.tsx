import { DirectorConsent } from "@/components/consent/director-consent";
import { getVerifiedUser } from "@/lib/auth";
import { liveDirectorLink } from "@/lib/consent";
import { ENQUIRY_WORDS, type CreditEnquiryKind } from "@/lib/consent/client";
import { isAppError } from "@/lib/http/client";

export const metadata = { title: "Your consent to a credit check", robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * A director's own consent page (ADR 083), reached from their e-mailed link. Opening it consumes
 * nothing; an altered, used or expired link, or one opened by someone else signed in, gets its
 * refusal and no form.
 */
export default async function DirectorConsentPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const viewer = await getVerifiedUser();
  let link;
  try {
    link = await liveDirectorLink(token, viewer);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return (
      <>
        <h1 className="text-3xl font-bold">Your consent to a credit check</h1>
        <p role="alert" className="rounded-md border border-destructive p-3 text-destructive">
          {error.message}
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-bold">Your consent to a credit check</h1>
      <DirectorConsent
        token={token}
        name={link.name}
        applicationNumber={link.application.number}
        businessName={link.application.businessName}
        lenders={link.lenders.map((l) => ({
          name: l.name,
          enquiry: l.creditEnquiry === "soft" ? "Soft enquiry" : "Hard enquiry",
          words: ENQUIRY_WORDS[l.creditEnquiry as CreditEnquiryKind],
        }))}
        text={link.text}
        textVersion={link.textVersion}
        sms={!!link.mobile}
      />
    </>
  );
}
