/**
 * Size budgets (issue 38, ADR 051): what a build sends, gzipped, checked against `budgets.json` after
 * `next build`. Sizes are deterministic for a given source, so they gate CI; timings stay in the bench.
 * Pure: the measuring lives in `build-sizes.ts`.
 */

/** Gzipped bytes per key: a route's first-load JavaScript, or a prerendered page's HTML. */
export type Sizes = { routes: Record<string, number>; pages: Record<string, number> };

/** budgets.json: the largest gzipped size allowed per route and per page, in bytes. */
export type Budgets = { margin: { percent: number; minBytes: number } } & Sizes;

export const DEFAULT_MARGIN = { percent: 3, minBytes: 512 } as const;

/** Today's sizes plus the margin: what `--write` records. */
export function budgetsFrom(measured: Sizes, margin: Budgets["margin"] = DEFAULT_MARGIN): Budgets {
  const allow = (bytes: number) => Math.ceil(bytes + Math.max(margin.minBytes, (bytes * margin.percent) / 100));
  const each = (sizes: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(sizes)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, allow(v)]),
    );
  return { margin: { ...margin }, routes: each(measured.routes), pages: each(measured.pages) };
}

export type Finding = {
  kind: "route JS" | "page HTML";
  key: string;
  measured: number;
  /** Undefined when the build has a route or page that budgets.json does not list. */
  budget?: number;
};

/** Every size over its budget, and every route or page without one (a new page needs a budget too). */
export function checkBudgets(measured: Sizes, budgets: Budgets): Finding[] {
  const findings: Finding[] = [];
  const check = (kind: Finding["kind"], sizes: Record<string, number>, limits: Record<string, number>) => {
    for (const [key, bytes] of Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b))) {
      const budget = limits[key];
      if (budget === undefined || bytes > budget) findings.push({ kind, key, measured: bytes, budget });
    }
  };
  check("route JS", measured.routes, budgets.routes);
  check("page HTML", measured.pages, budgets.pages);
  return findings;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** One line per finding: what, measured against its budget, and by how much. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map(({ kind, key, measured, budget }) =>
      budget === undefined
        ? `${kind} ${key}: ${kB(measured)} gzip, no budget in budgets.json`
        : `${kind} ${key}: ${kB(measured)} gzip > budget ${kB(budget)} (+${measured - budget} bytes, +${(((measured - budget) / budget) * 100).toFixed(1)}%)`,
    )
    .join("\n");
}
