import Link from "next/link";
import { SiteHeader } from "@/components/site/site-header";

export const metadata = { title: "Subscription confirmed", robots: { index: false } };

export default function Confirmed() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-3xl font-bold">Subscription confirmed</h1>
        <p className="mt-4">Thanks! You will receive our monthly newsletter. Every e-mail has an unsubscribe link.</p>
        <Link href="/" className="mt-6 inline-block underline">
          Back to homepage
        </Link>
      </main>
    </>
  );
}
