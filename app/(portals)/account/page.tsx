import { redirect } from "next/navigation";
import { SignOutEverywhere } from "@/components/portal/sign-out-everywhere";
import { getVerifiedUser } from "@/lib/auth";
import { PanelSection } from "@/components/portal/panel-section";
import { NotificationPreferences } from "@/components/portal/notification-preferences";
import { notificationSettings } from "@/lib/notifications";

export const metadata = { title: "Account security", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function AccountPage() {
  const user = await getVerifiedUser({ finishSecondFactor: true });
  if (!user) redirect("/api/login?callbackUrl=%2Faccount");
  const preferences = await notificationSettings(user.id);
  return (
    <main id="main" className="mx-auto grid max-w-xl gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold">Account security</h1>
      <p>Signed in as {user.email}.</p>
      <PanelSection id="sessions-heading" title="Sessions" level="h2" className="grid gap-2" headingClassName="text-xl">
        <p className="text-sm text-muted-foreground">
          Lost a device or signed in somewhere public? End every session, including this one.
        </p>
        <SignOutEverywhere />
      </PanelSection>
      <PanelSection
        id="notifications-heading"
        title="Notification e-mails"
        level="h2"
        className="grid gap-2"
        headingClassName="text-xl"
      >
        <NotificationPreferences role={user.role} {...preferences} />
      </PanelSection>
      <PanelSection id="password-heading" title="Password" level="h2" className="grid gap-2" headingClassName="text-xl">
        <a className="text-sm underline" href="/signin/forgot">
          Change your password by e-mail link
        </a>
      </PanelSection>
    </main>
  );
}
