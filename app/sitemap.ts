import type { MetadataRoute } from "next";
import { MARKETING_PAGES } from "@/lib/marketing/client";
import { SITE } from "@/lib/site";

export default function sitemap(): MetadataRoute.Sitemap {
  const paths = ["/", "/application", ...MARKETING_PAGES.map((p) => p.path)];
  return paths.map((p) => ({
    url: new URL(p, SITE.url).toString(),
    changeFrequency: "monthly",
    priority: p === "/" ? 1 : 0.7,
  }));
}
