import localFont from "next/font/local";

/* The brand typeface (ADR 029): Inter, self-hosted from @fontsource-variable/inter, the latin subset of the
   variable weight axis only (one ~48 KB woff2). next/font preloads it and adds a metric-matched fallback, so
   `display: "optional"` never swaps text after first paint (no layout shift, LCP is the first text paint). */
export const brandFont = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "optional",
  preload: true,
  variable: "--font-brand",
  fallback: ["ui-sans-serif", "system-ui", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
});
