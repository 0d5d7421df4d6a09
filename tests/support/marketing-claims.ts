/**
 * What the marketing-figures tests read (lib/marketing/figures*.test.ts, ADR 018, ADR 062): every claim
 * on the marketing pages, the landing data and the downloads, and the marketing components' source.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SITE_DESCRIPTION } from "@/lib/marketing/site-description";
import { MARKETING_PAGES } from "@/lib/marketing/content";
import { LANDING_FAQS, LANDING_PRODUCTS, LANDING_STATS } from "@/lib/marketing/content-landing";
import { DOWNLOADS, PARTNER_INFO_PACK } from "@/lib/marketing/resources";

export type Item = { where: string; text: string };

/** Every object's own strings joined (a card's title, text and meta read as one claim), recursively. */
export function items(node: unknown, where: string, out: Item[] = []): Item[] {
  if (typeof node === "string") out.push({ where, text: node });
  else if (Array.isArray(node)) {
    if (node.every((v) => typeof v === "string")) out.push({ where, text: node.join(" · ") });
    else node.forEach((v) => items(v, where, out));
  } else if (node && typeof node === "object") {
    const values = Object.values(node);
    const own = values.filter((v): v is string => typeof v === "string");
    if (own.length) out.push({ where, text: own.join(" · ") });
    values.filter((v) => typeof v !== "string").forEach((v) => items(v, where, out));
  }
  return out;
}

export const ALL: Item[] = [
  ...MARKETING_PAGES.flatMap((p) => items(p, p.path)),
  ...items({ LANDING_FAQS, LANDING_PRODUCTS, LANDING_STATS }, "/"),
  { where: "site description", text: SITE_DESCRIPTION },
  ...DOWNLOADS.flatMap((d) => items(d, `download ${d.slug}`)),
  ...items(PARTNER_INFO_PACK, "partner info pack"),
];

/** The marketing components' own source text (the hero, the lender grid, the stories heading). */
export const COMPONENT_SOURCES = [
  "components/marketing",
  "components/wizard/steps",
  "components/client",
  "components/site",
].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx"))
    .map((f) => ({ where: join(dir, f), text: readFileSync(join(dir, f), "utf8") })),
);

export const PRODUCTS = [
  "term_loan",
  "line_of_credit",
  "working_capital",
  "equipment",
  "invoice",
  "trade",
  "inventory",
];

/** One marketing page's claims, joined. */
export function pageFor(path: string): string | undefined {
  const page = MARKETING_PAGES.find((p) => p.path === path);
  return page
    ? items(page, path)
        .map((i) => i.text)
        .join(" | ")
    : undefined;
}
