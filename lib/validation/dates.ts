/**
 * Calendar dates typed into filters (YYYY-MM-DD). The shape alone lets 2026-13-45 through, and
 * `new Date("2026-13-45")` is an Invalid Date that reaches the database as a 500; so the date must
 * exist on the calendar, and a range must not end before it starts.
 */
import { AppError } from "@/lib/http/errors";
import { singleLine } from "@/lib/validation/text";

export const DATE_FORMAT_MESSAGE = "Use YYYY-MM-DD";
export const DATE_MESSAGE = "Enter a real calendar date (YYYY-MM-DD)";
export const DATE_RANGE_MESSAGE = "The end date must not be before the start date";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  // setUTCFullYear (unlike Date.UTC) keeps years below 100 as written, and rolls 2026-02-30 over
  // into March: a real date survives the round trip.
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An optional YYYY-MM-DD filter that must be a real date. */
export const calendarDate = () =>
  singleLine()
    .regex(ISO_DATE, DATE_FORMAT_MESSAGE)
    .refine((v) => !ISO_DATE.test(v) || isCalendarDate(v), DATE_MESSAGE);

/** For an object schema's .refine: `from` on or before `to` (both optional). */
export const dateRangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

/** A validated YYYY-MM-DD as the instant its day starts (UTC); 400 for anything else, never an Invalid Date. */
export function calendarDay(value: string): Date {
  if (!isCalendarDate(value)) throw new AppError("bad_request", DATE_MESSAGE);
  return new Date(`${value}T00:00:00.000Z`);
}
