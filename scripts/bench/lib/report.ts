// One row of the `npm run bench` summary: a benchmark prints its own detail as it likes and calls
// reportRow once per target; scripts/bench.ts collects the rows of every benchmark in the run and
// prints them as one table (what, target, measured, met) with the machine's cores and load.
export interface BenchRow {
  /** The issue table's row, e.g. "Lighthouse performance /". */
  what: string;
  /** The target as text, e.g. "100" or "p99 ≤ 50 ms". */
  target: string;
  /** What this run measured, with its comparison where the target is a ratio. */
  measured: string;
  ok: boolean;
}

export const ROW_MARK = "BENCH-ROW ";

export function reportRow(row: BenchRow): void {
  console.log(`${ROW_MARK}${JSON.stringify(row)}`);
}
