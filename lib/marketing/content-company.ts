import { ABOUT_PAGES } from "./content-company-about";
import { GUIDE_PAGES } from "./content-company-guides";
import { LEGAL_PAGES } from "./content-company-legal";
import { RESOURCE_PAGES } from "./content-company-resources";
import type { PageContent } from "./types";

/** The company pages (everything but products and partners), in the site's order. */
export const COMPANY_PAGES: PageContent[] = [...ABOUT_PAGES, ...GUIDE_PAGES, ...RESOURCE_PAGES, ...LEGAL_PAGES];
