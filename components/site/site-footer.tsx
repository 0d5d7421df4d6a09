"use client";
import { staticIsland } from "@/components/shared/hydrate-on-view";

/**
 * The site footer on every marketing page: links and contact details, nothing to interact with, so a
 * static island (ADR 033): in each page's HTML once, not repeated in its flight data, never hydrated
 * on arrival.
 */
export const SiteFooter = staticIsland(() => import("./site-footer-content").then((m) => m.SiteFooterContent));
