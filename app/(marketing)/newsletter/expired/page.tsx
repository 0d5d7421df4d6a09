import Link from "next/link";
import { SiteHeader } from "@/components/site/site-header";

export const metadata = { title: "Link expired", robots: { index: false } };

export default function Expired() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-3xl font-bold">This link has expired</h1>
        <p className="mt-4">
          Confirmation links work once and expire after 7 days. Subscribe again from our resources page.
        </p>
        <Link href="/resources" className="mt-6 inline-block underline">
          Go to resources
        </Link>
      </main>
    </>
  );
}
