import Link from "next/link";
import { SiteHeader } from "@/components/site/site-header";
import { Button } from "@/components/ui/button";

export const metadata = { title: "Continue your application", robots: { index: false } };
// Under /application, which the Content-Security-Policy serves with a per-request nonce (ADR 005).
export const dynamic = "force-dynamic";

/** Where a resume link that no longer works lands (replaced, expired, or the application was submitted). */
export default function ResumeExpiredPage() {
  return (
    <>
      <SiteHeader user={null} />
      <main id="main" className="mx-auto grid max-w-xl gap-6 px-4 py-12">
        <h1 className="text-3xl font-bold">Continue your application</h1>
        <p>
          This link no longer works: it was replaced by a newer one, the saved application expired 30 days after its
          last change, or it was already submitted.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link href="/application">Start a new application</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/signin">Sign in</Link>
          </Button>
        </div>
      </main>
    </>
  );
}
