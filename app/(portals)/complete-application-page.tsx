import { notFound } from "next/navigation";
import { CompleteApplicationScreen } from "@/components/application-form/complete-application-screen";
import { fullApplicationOrNull } from "@/lib/applications";
import type { Action } from "@/lib/auth/client";
import { portalPage } from "./portal-page";

/**
 * 'Complete your application' in a portal (`/<segment>/applications/[id]/complete`): the portal's
 * gate, then the full application the caller may see (404 otherwise: ownership is the store's).
 */
export const completeApplicationPage = (page: {
  segment: "client" | "partner";
  action: Action;
  heading: string;
  back: (id: string) => { href: string; label: string };
}) =>
  portalPage(
    {
      segment: page.segment,
      action: page.action,
      path: ({ id = "" }) => `/${page.segment}/applications/${id}/complete`,
    },
    async (user, _query, { id = "" }) => {
      const view = await fullApplicationOrNull(user, id);
      if (!view) notFound();
      return <CompleteApplicationScreen view={view} heading={page.heading} back={page.back(id)} />;
    },
  );
