import type { BankAnalysis, MonthFigures } from "./types";

const TREND_THRESHOLD_BPS = 200;
const SEASONAL_VARIATION_BPS = 3_500;
export const SHORT_HISTORY_MONTHS = 6;

/** Revenue trend (least squares over complete months) and how much months vary. */
export function revenueOf(complete: readonly MonthFigures[]): Omit<BankAnalysis["revenue"], "troughMonth"> {
  const values = complete.map((m) => m.inflow.cents);
  const mean = values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0;
  let changePerMonthBps = 0;
  let variationBps = 0;
  if (values.length >= 3 && mean > 0) {
    const xMean = (values.length - 1) / 2;
    let num = 0;
    let den = 0;
    values.forEach((v, i) => {
      num += (i - xMean) * (v - mean);
      den += (i - xMean) ** 2;
    });
    changePerMonthBps = Math.round(((num / den) * 10_000) / mean);
    const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
    variationBps = Math.round((sd * 10_000) / mean);
  }
  const seasonal = values.length >= SHORT_HISTORY_MONTHS && variationBps >= SEASONAL_VARIATION_BPS;
  // Within a year a season looks like a trend; without the same months a year apart, say neither.
  const trend =
    values.length < 3 || mean <= 0 || seasonal
      ? "unknown"
      : changePerMonthBps >= TREND_THRESHOLD_BPS
        ? "growing"
        : changePerMonthBps <= -TREND_THRESHOLD_BPS
          ? "declining"
          : "steady";
  const peak = complete.reduce<MonthFigures | null>((p, m) => (!p || m.inflow.cents > p.inflow.cents ? m : p), null);
  return { trend, changePerMonthBps, variationBps, seasonal, peakMonth: peak?.month ?? null };
}
