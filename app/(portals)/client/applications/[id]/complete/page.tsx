import { completeApplicationPage } from "@/app/(portals)/complete-application-page";

export const metadata = { title: "Complete your application", robots: { index: false } };
export const dynamic = "force-dynamic";

export default completeApplicationPage({
  segment: "client",
  action: "read:client-dashboard",
  heading: "Complete your application",
  back: (id) => ({ href: `/client?application=${encodeURIComponent(id)}`, label: "Back to your applications" }),
});
