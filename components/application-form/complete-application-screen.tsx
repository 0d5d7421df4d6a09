import Link from "next/link";
import type { FullApplicationView } from "@/lib/applications/full-application/store";
import { FullApplicationForm } from "./full-application-form";

/** The page body shared by the client's and the referring broker's 'Complete your application'. */
export function CompleteApplicationScreen({
  view,
  heading,
  back,
}: {
  view: FullApplicationView;
  heading: string;
  back: { href: string; label: string };
}) {
  return (
    <main id="main" className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <div className="grid gap-1">
        <Link href={back.href} className="text-sm underline">
          {back.label}
        </Link>
        <h1 className="text-2xl font-bold">{heading}</h1>
        <p className="text-sm text-muted-foreground">
          {view.businessName} · {view.applicationNumber}. Save as you go: you can come back and finish later.
        </p>
      </div>
      <FullApplicationForm view={view} />
    </main>
  );
}
