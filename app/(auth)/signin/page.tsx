import Link from "next/link";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { LinkButtons } from "@/components/shared/link-buttons";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { portalFor } from "@/lib/auth/client";
import { safeCallbackUrl, signInErrorMessage, getSessionUser } from "@/lib/auth";
import { devLoginsEnabled } from "@/lib/env";
import { LinkRequestForm, PasswordForm } from "./sign-in-forms";

export const metadata = { title: "Sign in", robots: { index: false } };
export const dynamic = "force-dynamic";

/** Plain links: each is an API route that signs in and redirects. */
const DEV_LOGINS = [
  { href: "/api/dev/login-client", label: "Login as Client" },
  { href: "/api/dev/login-partner", label: "Login as Partner", variant: "secondary" },
  { href: "/api/dev/login-staff", label: "Login as Staff", variant: "outline" },
] as const;

const MORE_OPTIONS = [
  ["/application", "Apply for Funding"],
  ["/contact", "Become a Partner"],
  ["/", "Back to homepage"],
] as const;

function isLocalHost(host: string | null) {
  const name = (host ?? "").replace(/:\d+$/, "");
  return name === "localhost" || name === "127.0.0.1" || name === "[::1]";
}

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  // Resolved against APP_URL first, then required to stay on it (lib/auth/redirects.ts).
  const callbackUrl = safeCallbackUrl(params.callbackUrl, "");
  const returnTo = callbackUrl && !callbackUrl.startsWith("/signin") ? callbackUrl : "";
  const user = await getSessionUser();
  // Signed in: straight to the caller's page, or the role's portal (after the second factor).
  if (user && !user.mfa) redirect(returnTo ? `/signin/2fa?callbackUrl=${encodeURIComponent(returnTo)}` : "/signin/2fa");
  if (user) redirect(returnTo || portalFor(user.role));
  // next-auth sends a refused sign-in back here with ?error=CredentialsSignin&code=<why>.
  const errorMessage =
    params.error === "CredentialsSignin"
      ? signInErrorMessage(typeof params.code === "string" ? params.code : null)
      : params.error
        ? "We could not sign you in. Please try again."
        : null;

  const showDev =
    devLoginsEnabled() || (process.env.NODE_ENV !== "production" && isLocalHost((await headers()).get("host")));
  return (
    <>
      <h1 className="text-3xl font-bold">Sign in</h1>
      {errorMessage ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage}
        </p>
      ) : null}
      {showDev ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Development logins</CardTitle>
            <CardDescription>Sign in as a seeded demo user.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2">
            <LinkButtons links={DEV_LOGINS} plain />
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Sign in with your password</CardTitle>
        </CardHeader>
        <CardContent>
          <PasswordForm callbackUrl={callbackUrl || "/signin"} />
          <Link href="/signin/forgot" className="mt-3 inline-block text-sm underline">
            Forgot your password?
          </Link>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Or get a sign-in link</CardTitle>
          <CardDescription>Applied online? We e-mail you a link: no password needed.</CardDescription>
        </CardHeader>
        <CardContent>
          <LinkRequestForm />
        </CardContent>
      </Card>
      <nav aria-label="More options" className="flex flex-wrap gap-4 text-sm">
        {MORE_OPTIONS.map(([href, label]) => (
          <Link key={href} className="underline" href={href}>
            {label}
          </Link>
        ))}
      </nav>
    </>
  );
}
