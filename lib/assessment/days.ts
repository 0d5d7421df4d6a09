import type { IsoDay } from "./types";

/** Calendar-day arithmetic on YYYY-MM-DD strings, in UTC so no time zone moves a day. */
const DAY_MS = 86_400_000;

export function toEpochDay(day: IsoDay): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

export function fromEpochDay(n: number): IsoDay {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return fromEpochDay(toEpochDay(day) + days);
}

export function daysBetween(from: IsoDay, to: IsoDay): number {
  return toEpochDay(to) - toEpochDay(from);
}

export const monthOf = (day: IsoDay) => day.slice(0, 7);

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: IsoDay): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function lastDayOfMonth(month: string): IsoDay {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** Every month key from `from`'s month to `to`'s month inclusive. */
export function monthsCovering(from: IsoDay, to: IsoDay): string[] {
  const out: string[] = [];
  let [y, m] = from.split("-").map(Number) as [number, number];
  const end = monthOf(to);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, "0")}`;
    out.push(key);
    if (key >= end) return out;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

/** A real calendar day, or null: 31/02/2026 is not one. */
export function isoDay(year: number, month: number, day: number): IsoDay | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2100) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.toISOString().slice(0, 10);
}
