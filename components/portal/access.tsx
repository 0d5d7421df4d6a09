import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { roleLabel } from "@/lib/marketing/nav";

/** Signed out: a sign-in card (the portal checks again on every request; this is only the UI). */
export function SignInCard({
  portal,
  callbackUrl,
  extra,
}: {
  portal: string;
  callbackUrl: string;
  extra?: React.ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">{portal}</CardTitle>
          <CardDescription>Please sign in to continue.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Button asChild>
            <a href={`/api/login?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Sign In</a>
          </Button>
          {extra}
        </CardContent>
      </Card>
    </main>
  );
}

/** Signed in with the wrong role (spec §2 access states). */
export function AccessDenied({ message, role, actions }: { message: string; role: string; actions: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Access Denied</CardTitle>
          <CardDescription>{message}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="text-sm">
            Signed in as: <strong>{roleLabel(role)}</strong> <span className="text-muted-foreground">({role})</span>
          </p>
          {actions}
          <Link href="/" className="text-sm underline">
            Back to homepage
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
