import Link from "next/link";

/**
 * The soft-credit-check consent (notice version CONSENT_NOTICE_VERSION): the same words in the
 * wizard and on the page where an address owner adds a held application to their account.
 */
export function ConsentNotice() {
  return (
    <span>
      I agree to a soft credit check to see my quotes. It does not affect my credit score; a lender makes a hard enquiry
      only with my consent when I proceed. I have read the{" "}
      <Link href="/privacy" className="underline">
        privacy notice
      </Link>{" "}
      and{" "}
      <Link href="/credit-guide" className="underline">
        credit guide
      </Link>
      .
    </span>
  );
}
