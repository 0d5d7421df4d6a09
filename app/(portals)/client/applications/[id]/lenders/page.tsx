import { notFound } from "next/navigation";
import { LenderChoices } from "@/components/consent/lender-choices";
import { workspaceHref } from "@/lib/applications/client";
import { lenderChoices } from "@/lib/consent";
import { isAppError } from "@/lib/http/client";
import { portalPage } from "../../../../portal-page";

export const metadata = { title: "Your lenders", robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * The owner's lender list (issue 34 items 1-2): approve or remove each proposed lender, see what each
 * received, withdraw one, ask for deletion after the deal. Anyone but the owner: not found.
 */
export default portalPage(
  { segment: "client", action: "consent:lender", path: ({ id = "" }) => `/client/applications/${id}/lenders` },
  async (user, _query, { id = "" }) => {
    const view = await lenderChoices(user, id).catch((e: unknown) => {
      if (isAppError(e) && (e.status === 404 || e.status === 403)) return null;
      throw e;
    });
    if (!view) notFound();
    return <LenderChoices view={view} back={workspaceHref("client", id, "offers")} />;
  },
);
