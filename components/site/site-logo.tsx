import Link from "next/link";
import { SITE } from "@/lib/site";
import { cn } from "@/lib/utils/cn";

/** The site's name as its home link, at the start of every header (site, wizard). */
export function SiteLogo({ className }: { className?: string }) {
  return (
    <Link href="/" className={cn("font-bold text-primary", className)}>
      {SITE.name}
    </Link>
  );
}
