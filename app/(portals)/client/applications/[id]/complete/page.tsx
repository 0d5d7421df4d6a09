import { completeApplicationPage } from "@/app/(portals)/complete-application-page";
import { workspaceHref } from "@/lib/applications/client";

export const metadata = { title: "Complete your application", robots: { index: false } };
export const dynamic = "force-dynamic";

export default completeApplicationPage({
  segment: "client",
  action: "read:client-dashboard",
  heading: "Complete your application",
  back: (id) => ({ href: workspaceHref("client", id, "application"), label: "Back to your application" }),
});
