import { redirect } from "next/navigation";
import { SignOutEverywhere } from "@/components/portal/sign-out-everywhere";
import { getVerifiedUser } from "@/lib/auth/session";

export const metadata = { title: "Account security", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function AccountPage() {
  const user = await getVerifiedUser({ finishSecondFactor: true });
  if (!user) redirect("/api/login?callbackUrl=%2Faccount");
  return (
    <main id="main" className="mx-auto grid max-w-xl gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold">Account security</h1>
      <p>Signed in as {user.email}.</p>
      <section aria-labelledby="sessions-heading" className="grid gap-2">
        <h2 id="sessions-heading" className="text-xl font-semibold">
          Sessions
        </h2>
        <p className="text-sm text-muted-foreground">
          Lost a device or signed in somewhere public? End every session, including this one.
        </p>
        <SignOutEverywhere />
      </section>
      <section aria-labelledby="password-heading" className="grid gap-2">
        <h2 id="password-heading" className="text-xl font-semibold">
          Password
        </h2>
        <a className="text-sm underline" href="/signin/forgot">
          Change your password by e-mail link
        </a>
      </section>
    </main>
  );
}
