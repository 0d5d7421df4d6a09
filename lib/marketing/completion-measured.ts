// Written by `npm run figures:completion` (scripts/measure-completion.ts, ADR 064): the last
// measurement of the time to complete the wizard. A TypeScript module rather than JSON, so every
// loader (Next, vitest, Node's own for Playwright) reads it without an import attribute.
import type { CompletionMeasurement } from "./completion-claim";

export const MEASURED: CompletionMeasurement = {
  measuredAt: "2026-11-27",
  windowDays: 90,
  sample: 0,
  medianSeconds: null,
};
