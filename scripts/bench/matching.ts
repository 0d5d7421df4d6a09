// Matching engine speed: 1 application x 1,000 lenders (target: under 2 ms per run).
import { performance } from "node:perf_hooks";
import { LENDER_PANEL } from "@/lib/lenders/panel-data";
import { matchLenders, type MatchableLender } from "@/lib/matching";
import { exampleFacts } from "@/tests/support/wizard-answers";

// Plain data objects, as the database driver returns rows. (Objects built by spreading 20+ keys
// land in V8's slow dictionary mode and measure the benchmark's construction, not the engine.)
const lenders: MatchableLender[] = JSON.parse(
  JSON.stringify(
    Array.from({ length: 1000 }, (_, i) => {
      const base = LENDER_PANEL[i % LENDER_PANEL.length]!;
      return { ...base, id: `l${i}`, slug: `${base.slug}-${i}`, name: `${base.name} ${i}` };
    }),
  ),
) as MatchableLender[];
const facts = exampleFacts;
for (let i = 0; i < 200; i++) matchLenders(facts, lenders); // warm up
const runs = 2000;
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const t = performance.now();
  matchLenders(facts, lenders);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(3);
console.log(
  `matching 1 x 1,000 lenders over ${runs} runs: median ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${times.at(-1)!.toFixed(3)} ms (target < 2 ms)`,
);
