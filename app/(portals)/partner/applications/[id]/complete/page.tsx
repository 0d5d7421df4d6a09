import { completeApplicationPage } from "@/app/(portals)/complete-application-page";

export const metadata = { title: "Complete the application", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The referring broker completes the full application on the client's behalf (referred clients only). */
export default completeApplicationPage({
  segment: "partner",
  action: "read:broker-dashboard",
  heading: "Complete the application for your client",
  back: () => ({ href: "/partner", label: "Back to your referrals" }),
});
