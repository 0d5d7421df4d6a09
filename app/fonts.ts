import localFont from "next/font/local";

/* The brand typeface (ADR 029, ADR 050): Inter's variable weight axis, cut to the characters the site
   writes (assets/fonts/inter-latin-subset.woff2, 31 KB instead of the package's 48 KB latin file;
   `scripts/subset-font.sh` makes it from @fontsource-variable/inter). Not preloaded: a preload would race
   the document and the page's scripts for a slow connection's bandwidth before the first paint, for a
   face that `display: "optional"` may not use on a first visit anyway. next/font adds a metric-matched
   fallback, so the fallback face shifts nothing, and later pages use Inter from cache. */
export const brandFont = localFont({
  src: "../assets/fonts/inter-latin-subset.woff2",
  weight: "100 900",
  style: "normal",
  display: "optional",
  preload: false,
  variable: "--font-brand",
  fallback: ["ui-sans-serif", "system-ui", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
});
