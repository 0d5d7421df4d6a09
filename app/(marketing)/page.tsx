import Link from "next/link";
import { SITE } from "@/lib/site";

export default function HomePage() {
  return (
    <main id="top" className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Get funded in 72hrs</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{SITE.description}</p>
      <Link className="mt-8 inline-block rounded-md bg-primary px-5 py-3 font-semibold text-primary-foreground" href="/application">
        Start Application
      </Link>
      <p className="mt-10 text-sm text-muted-foreground">{SITE.disclaimer}</p>
    </main>
  );
}
