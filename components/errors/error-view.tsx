"use client";
import Link from "next/link";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";

/**
 * What a visitor sees when a page fails: a plain apology, a way on, and a reference to quote to
 * support. The reference is the request id where the page knows it (portals), else Next's digest of
 * the error; both are in the server's log line for that request.
 */
export function ErrorView({
  reference,
  reset,
  home = "/",
  homeLabel = "Back to the homepage",
}: {
  reference?: string;
  reset?: () => void;
  home?: string;
  homeLabel?: string;
}) {
  useEffect(() => {
    document.title = "Something went wrong";
  }, []);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">
        We could not show this page. Nothing you entered has been lost; please try again in a moment.
      </p>
      {reference ? (
        <p className="text-sm text-muted-foreground">
          If it keeps happening, contact support and quote reference <code className="font-mono">{reference}</code>.
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        {reset ? <Button onClick={reset}>Try again</Button> : null}
        <Button asChild variant="outline">
          <Link href={home}>{homeLabel}</Link>
        </Button>
      </div>
    </main>
  );
}
