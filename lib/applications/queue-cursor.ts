import { AppError } from "@/lib/http/client";
import { isStorableText } from "@/lib/validation/client";

/** The staff queue's sort columns: each cursor carries the column it was made for. */
export type QueueSortField = "createdAt" | "loanAmount" | "riskScore";
export type QueueCursor =
  { field: "createdAt"; value: Date; id: string } | { field: "loanAmount" | "riskScore"; value: number; id: string };

const INT_MAX = 2_147_483_647;
const INVALID = () => new AppError("bad_request", "Invalid cursor. Start again from the first page.");

/** Keyset position: the last row's sort value and id, opaque to callers (base64url JSON). */
export function encodeQueueCursor(field: QueueSortField, value: Date | number, id: string): string {
  return Buffer.from(JSON.stringify([field, value instanceof Date ? value.toISOString() : value, id])).toString(
    "base64url",
  );
}

/**
 * Reads a cursor back for the sort in use. Anything else (not base64url JSON, another sort's
 * cursor, a value of the wrong type, an impossible date) is the caller's mistake: 400, never a
 * value handed to the database.
 */
export function decodeQueueCursor(cursor: string, field: QueueSortField): QueueCursor {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) throw INVALID();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw INVALID();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw INVALID();
  const [f, value, id] = parsed as unknown[];
  if (f !== field || typeof id !== "string" || id.length === 0 || id.length > 100 || !isStorableText(id))
    throw INVALID();
  if (field === "createdAt") {
    if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(value)) throw INVALID();
    const date = new Date(value);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== value.slice(0, 19)) throw INVALID();
    return { field, value: date, id };
  }
  if (typeof value !== "number" || !Number.isInteger(value) || Math.abs(value) > INT_MAX) throw INVALID();
  return { field, value, id };
}
