/**
 * Times in the hand-written statements (ADR 090). The columns are timestamp(3) holding UTC; pg and
 * PGlite would each read a time zone into them, so a statement selects them as epoch milliseconds
 * and its caller turns those back into Dates here. Times going in are ISO strings cast to
 * timestamp(3), which keeps the UTC wall clock.
 */

/** The SQL that reads a timestamp(3) column as epoch milliseconds (a float8). */
export const epochMsColumn = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

/** A Date from what `epochMsColumn` read. */
export const fromEpochMs = (ms: number) => new Date(Math.round(ms));

/** The SQL for a Date given as the placeholder `param` (its value: the Date's ISO string). */
export const timestampParam = (param: string) => `${param}::timestamp(3)`;
