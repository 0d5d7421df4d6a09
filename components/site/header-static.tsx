"use client";
import { staticIsland } from "@/components/shared/hydrate-on-view";

/**
 * The header's menus of pages (the desktop Products and Company menus, the small-screen menu's page
 * links): nothing in them needs script (native <details>, plain links), so they are static islands
 * (ADR 033): in the HTML once, not repeated in the flight data (~8 kB of every page's), never hydrated
 * on arrival. The small-screen menu's open state and the account buttons stay client islands. Only
 * the prerendered pages' header uses them (`SiteHeader` without `user`): each such page draws its own
 * header, so a client-side navigation mounts a new one rather than updating this one.
 */
export const HeaderMenus = staticIsland(() => import("./header-menus").then((m) => m.DesktopMenus));
export const HeaderMobileLinks = staticIsland(() => import("./header-menus").then((m) => m.MobileMenuLinks));
