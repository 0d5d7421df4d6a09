/**
 * Complaint deadlines in business days (ADR 061): Melbourne time, Victorian public holidays.
 * Pure: no I/O, no clock of its own. A business day is a Monday to Friday that is not a Victorian
 * public holiday.
 *
 * The holidays are data, as gazetted under the Public Holidays Act 1993 (Vic), for 2025-2027,
 * with the substitute days the Act gives when Christmas Day, Boxing Day, New Year's Day or Australia
 * Day falls on a weekend. Anzac Day has no substitute in Victoria (2026 and 2027 fall on a weekend:
 * no extra day). Easter Saturday and Sunday are public holidays but are weekends anyway; they are
 * listed for completeness.
 *
 * The Friday before the AFL Grand Final is set each year by the Victorian Government once the AFL
 * fixes the Grand Final date. 2025 (26 September) and 2026 (25 September) are in the data. 2027 is
 * not yet known: until it is gazetted, add it here when announced (see docs/compliance.md). Years
 * outside the data count weekends only; add the next year's list before it starts.
 */

export interface Holiday {
  /** ISO date, Melbourne: YYYY-MM-DD. */
  date: string;
  name: string;
}

export const BUSINESS_TIME_ZONE = "Australia/Melbourne";

export const VICTORIAN_PUBLIC_HOLIDAYS: readonly Holiday[] = [
  // 2025
  { date: "2025-01-01", name: "New Year's Day" },
  { date: "2025-01-27", name: "Australia Day (substitute for Sunday 26 January)" },
  { date: "2025-03-10", name: "Labour Day" },
  { date: "2025-04-18", name: "Good Friday" },
  { date: "2025-04-19", name: "Easter Saturday" },
  { date: "2025-04-20", name: "Easter Sunday" },
  { date: "2025-04-21", name: "Easter Monday" },
  { date: "2025-04-25", name: "Anzac Day" },
  { date: "2025-06-09", name: "King's Birthday" },
  { date: "2025-09-26", name: "Friday before the AFL Grand Final" },
  { date: "2025-11-04", name: "Melbourne Cup" },
  { date: "2025-12-25", name: "Christmas Day" },
  { date: "2025-12-26", name: "Boxing Day" },
  // 2026
  { date: "2026-01-01", name: "New Year's Day" },
  { date: "2026-01-26", name: "Australia Day" },
  { date: "2026-03-09", name: "Labour Day" },
  { date: "2026-04-03", name: "Good Friday" },
  { date: "2026-04-04", name: "Easter Saturday" },
  { date: "2026-04-05", name: "Easter Sunday" },
  { date: "2026-04-06", name: "Easter Monday" },
  { date: "2026-04-25", name: "Anzac Day" },
  { date: "2026-06-08", name: "King's Birthday" },
  { date: "2026-09-25", name: "Friday before the AFL Grand Final" },
  { date: "2026-11-03", name: "Melbourne Cup" },
  { date: "2026-12-25", name: "Christmas Day" },
  { date: "2026-12-26", name: "Boxing Day" },
  { date: "2026-12-28", name: "Boxing Day (substitute for Saturday 26 December)" },
  // 2027 (the Friday before the AFL Grand Final: not yet set by the Government)
  { date: "2027-01-01", name: "New Year's Day" },
  { date: "2027-01-26", name: "Australia Day" },
  { date: "2027-03-08", name: "Labour Day" },
  { date: "2027-03-26", name: "Good Friday" },
  { date: "2027-03-27", name: "Easter Saturday" },
  { date: "2027-03-28", name: "Easter Sunday" },
  { date: "2027-03-29", name: "Easter Monday" },
  { date: "2027-04-25", name: "Anzac Day" },
  { date: "2027-06-14", name: "King's Birthday" },
  { date: "2027-11-02", name: "Melbourne Cup" },
  { date: "2027-12-25", name: "Christmas Day" },
  { date: "2027-12-26", name: "Boxing Day" },
  { date: "2027-12-27", name: "Christmas Day (substitute for Saturday 25 December)" },
  { date: "2027-12-28", name: "Boxing Day (substitute for Sunday 26 December)" },
];

const HOLIDAYS = new Map(VICTORIAN_PUBLIC_HOLIDAYS.map((h) => [h.date, h.name]));

/** Days for acknowledging a complaint, and calendar days for the internal response (RG 271, AFCA rules). */
export const ACKNOWLEDGE_BUSINESS_DAYS = 1;
export const RESPONSE_CALENDAR_DAYS = 30;

/** A calendar date (no time, no zone). */
interface Day {
  y: number;
  m: number;
  d: number;
}

const iso = ({ y, m, d }: Day) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

const parts = new Intl.DateTimeFormat("en-AU", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

function wallClock(at: Date) {
  const p: Record<string, number> = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  const n = (k: string) => p[k] ?? 0;
  return { y: n("year"), m: n("month"), d: n("day"), h: n("hour"), min: n("minute"), s: n("second") };
}

/** A YYYY-MM-DD date as its parts. */
function parse(date: string): Day {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  return { y, m, d };
}

/** The Melbourne calendar date of an instant. */
export function melbourneDate(at: Date): string {
  return iso(wallClock(at));
}

function addDays(day: Day, n: number): Day {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** The holiday's name on a Melbourne date (YYYY-MM-DD), or null. */
export function holidayOn(date: string): string | null {
  return HOLIDAYS.get(date) ?? null;
}

/** Is this Melbourne date (YYYY-MM-DD) a business day in Victoria? */
export function isBusinessDay(date: string): boolean {
  const { y, m, d } = parse(date);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(date);
}

/** The last millisecond of a Melbourne date, as an instant (daylight saving handled by the zone). */
export function endOfMelbourneDay(date: string): Date {
  const { y, m, d } = parse(date);
  const wanted = Date.UTC(y, m - 1, d, 23, 59, 59, 999);
  // Melbourne is UTC+10 or +11: guess, then correct by what the zone's clock says at the guess.
  let guess = wanted - 10 * 3_600_000;
  for (let i = 0; i < 2; i++) {
    const w = wallClock(new Date(guess));
    const shown = Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s, 999);
    guess += wanted - shown;
  }
  return new Date(guess);
}

/** The Melbourne date `n` business days after the date of `at` (the day received never counts). */
export function addBusinessDays(at: Date, n: number): string {
  const w = wallClock(at);
  let day: Day = { y: w.y, m: w.m, d: w.d };
  let left = n;
  while (left > 0) {
    day = addDays(day, 1);
    if (isBusinessDay(iso(day))) left--;
  }
  return iso(day);
}

/**
 * A complaint's two deadlines from the moment it was received:
 * - acknowledge by the end of the next business day after the day it arrived (a complaint on
 *   Friday, a weekend or the eve of a holiday is due by the end of the next working day);
 * - respond by the end of the 30th calendar day after the day it arrived (AFCA's time limit for a
 *   business's internal response, which counts calendar days).
 */
export function complaintDeadlines(receivedAt: Date): { acknowledgeBy: Date; respondBy: Date } {
  const w = wallClock(receivedAt);
  return {
    acknowledgeBy: endOfMelbourneDay(addBusinessDays(receivedAt, ACKNOWLEDGE_BUSINESS_DAYS)),
    respondBy: endOfMelbourneDay(iso(addDays({ y: w.y, m: w.m, d: w.d }, RESPONSE_CALENDAR_DAYS))),
  };
}
