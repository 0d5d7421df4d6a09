import { COMPANY_PAGES } from "./content-company";
import { PARTNER_PAGES } from "./content-partners";
import { PRODUCT_PAGES } from "./content-products";
import type { PageContent } from "./types";

/** Every static marketing page, by path. */
export const MARKETING_PAGES: PageContent[] = [...COMPANY_PAGES, ...PRODUCT_PAGES, ...PARTNER_PAGES];

export function pageFor(path: string): PageContent | undefined {
  return MARKETING_PAGES.find((p) => p.path === path);
}
