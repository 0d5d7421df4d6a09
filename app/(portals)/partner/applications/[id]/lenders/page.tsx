import { notFound } from "next/navigation";
import { LenderChoices } from "@/components/consent/lender-choices";
import { lenderChoices } from "@/lib/consent";
import { isAppError } from "@/lib/http/client";
import { portalPage } from "../../../../portal-page";

export const metadata = { title: "Your client's lenders", robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * The referring broker's read of a client's lender list (issue 34 item 1): what is waiting for the
 * client, and a button asking the client to answer. Never an answer: only the owner consents.
 */
export default portalPage(
  {
    segment: "partner",
    action: "request:lender-consent",
    path: ({ id = "" }) => `/partner/applications/${id}/lenders`,
  },
  async (user, _query, { id = "" }) => {
    const view = await lenderChoices(user, id).catch((e: unknown) => {
      if (isAppError(e) && (e.status === 404 || e.status === 403)) return null;
      throw e;
    });
    if (!view) notFound();
    return <LenderChoices view={view} back="/partner" />;
  },
);
