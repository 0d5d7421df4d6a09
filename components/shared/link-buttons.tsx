import Link from "next/link";
import { Button, type ButtonProps } from "@/components/ui/button";

export interface LinkButton {
  href: string;
  label: string;
  variant?: ButtonProps["variant"];
}

/**
 * A row of links drawn as buttons. `plain` renders ordinary anchors: for API routes and `tel:`
 * links, which must not be prefetched or routed on the client.
 */
export function LinkButtons({ links, plain = false }: { links: readonly LinkButton[]; plain?: boolean }) {
  return links.map(({ href, label, variant }) => (
    <Button key={href} asChild variant={variant}>
      {plain ? <a href={href}>{label}</a> : <Link href={href}>{label}</Link>}
    </Button>
  ));
}
