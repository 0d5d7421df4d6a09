/** The shapes of our static marketing content (spec: "fields as displayed; none persisted"). */
import type { ProductCalculator } from "@/lib/money/client";
export interface LinkRef {
  href: string;
  label: string;
  /** A file to save rather than a page to open. */
  download?: boolean;
}
export type Block =
  | {
      kind: "cards";
      id?: string;
      heading: string;
      intro?: string;
      /** Draw each card's industry picture beside its heading (the industries page). */
      art?: "industry";
      items: { title: string; text: string; meta?: string; link?: LinkRef; apply?: LinkRef }[];
    }
  | { kind: "list"; id?: string; heading: string; intro?: string; items: string[] }
  | { kind: "steps"; id?: string; heading: string; items: { title: string; text: string }[] }
  | { kind: "table"; id?: string; heading: string; caption: string; columns: string[]; rows: string[][]; note?: string }
  | { kind: "faq"; id?: string; heading: string; items: { q: string; a: string }[] }
  | { kind: "stats"; id?: string; heading: string; items: { value: string; label: string }[] }
  | {
      kind: "calculator";
      id?: string;
      heading: string;
      which: "working-capital" | "equipment" | ProductCalculator;
    }
  | { kind: "text"; id?: string; heading: string; paragraphs: string[] }
  | {
      kind: "form";
      id?: string;
      heading: string;
      which: "contact" | "partner" | "broker" | "newsletter";
      intro?: string;
    }
  | { kind: "cta"; id?: string; heading: string; text: string; primary: LinkRef; secondary?: LinkRef }
  | { kind: "pricing"; id?: string; heading: string; items: PricingTier[] };

/** A pricing tier (spec: name, description, loanRange, rate, term, features, popular flag). */
export interface PricingTier {
  name: string;
  description: string;
  loanRange: string;
  /** "from X%", derived from the panel (ADR 018). */
  rate: string;
  term: string;
  features: string[];
  popular?: boolean;
  link: LinkRef;
}

export interface PageContent {
  path: string;
  title: string;
  description: string;
  h1: string;
  intro: string;
  hero?: { primary: LinkRef; secondary?: LinkRef; tertiary?: LinkRef };
  /** Use the static pages' header (Client Login, Apply Now). */
  staticHeader?: boolean;
  /** The site header's own button on this page (with the Products and Company menus). */
  headerCta?: LinkRef;
  /** The header's background animates with scroll (off under prefers-reduced-motion). */
  scrollHeader?: boolean;
  blocks: Block[];
}
