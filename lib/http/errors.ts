import type { $ZodError } from "zod/v4/core";

/**
 * The one error type. Its status decides the HTTP response; its message is the body text the
 * browser turns into "status: body" (spec section 8). 500s never carry internals.
 */
export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "unprocessable"
  | "rate_limited"
  | "unavailable"
  | "internal";

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

const DEFAULT_MESSAGE: Record<ErrorCode, string> = {
  bad_request: "Bad Request",
  unauthorized: "Unauthorized",
  forbidden: "Forbidden",
  not_found: "Not Found",
  conflict: "Conflict",
  payload_too_large: "Payload Too Large",
  unsupported_media_type: "Unsupported Media Type",
  unprocessable: "Unprocessable Content",
  rate_limited: "Too Many Requests",
  unavailable: "Service Unavailable",
  internal: "Internal Server Error",
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Field errors for 400s: every problem, keyed by field path. */
  readonly fields?: Record<string, string[]>;
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    message?: string,
    extra: { fields?: Record<string, string[]>; retryAfterSeconds?: number } = {},
  ) {
    super(message ?? DEFAULT_MESSAGE[code]);
    this.name = "AppError";
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.fields = extra.fields;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** 400 with every field error. */
export function validationError(error: Pick<$ZodError, "issues">): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const messages = (fields[issue.path.join(".") || "_"] ??= []);
    // Two rules may refuse a value with the same words (an e-mail with a NUL is also not an e-mail).
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return new AppError("bad_request", "Please check the highlighted fields.", { fields });
}

/** PostgreSQL error classes that mean "this value cannot be stored": 22 data exception, 54 limit exceeded. */
const BAD_VALUE_SQLSTATE = /^(22|54)/;
/** Prisma codes for values the database refused (too long, invalid, out of range, bad encoding). */
const BAD_VALUE_CODES = new Set([
  "P2000",
  "P2005",
  "P2006",
  "P2007",
  "P2009",
  "P2011",
  "P2012",
  "P2019",
  "P2020",
  "P2023",
  "P2033",
]);

interface PrismaLikeError {
  name?: string;
  code?: string;
  meta?: { driverAdapterError?: { cause?: { originalCode?: string; code?: string } } };
}

/**
 * Prisma's errors that bad input could still cause, in the one error table: schemas should stop
 * such input first, but none of these may ever answer 500. Matched by name and code, so this file
 * never loads Prisma (it is shared with code that runs in the browser's bundle graph).
 */
export function fromPrismaError(error: unknown): AppError | null {
  if (!error || typeof error !== "object") return null;
  const e = error as PrismaLikeError;
  if (e.name === "PrismaClientValidationError")
    return new AppError("bad_request", "The request contains a value that is not valid.");
  if (e.name !== "PrismaClientKnownRequestError" || !e.code) return null;
  if (e.code === "P2025" || e.code === "P2001" || e.code === "P2015" || e.code === "P2018")
    return new AppError("not_found");
  if (e.code === "P2002") return new AppError("conflict", "That record already exists.");
  if (e.code === "P2003" || e.code === "P2014")
    return new AppError("conflict", "That change conflicts with a related record.");
  const sqlState = e.meta?.driverAdapterError?.cause?.originalCode ?? e.meta?.driverAdapterError?.cause?.code ?? "";
  if (BAD_VALUE_CODES.has(e.code) || BAD_VALUE_SQLSTATE.test(sqlState)) {
    return new AppError(
      "bad_request",
      "The request contains a value that cannot be stored (for example a NUL character).",
    );
  }
  return null;
}

/** How long a caller should wait before retrying an outage answer (503). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
/** Prisma: the server is unreachable (P1001), timed out (P1002, P1008), closed the connection (P1017),
 * no pooled connection in time (P2024), a transaction not started or expired in time (P2028). */
const OUTAGE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);
/** The driver adapter's kinds for the same. */
const OUTAGE_ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "TransactionAlreadyClosed",
]);
/** PostgreSQL: connection exception (08), shutting down or starting (57P01-57P03), too many connections. */
const OUTAGE_SQLSTATE = /^(08|57P0[123]$|53300$)/;
const OUTAGE_NET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
/** node-postgres and Prisma say these in words only. */
const OUTAGE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Unable to start a transaction in the given time|Can't reach database server/i;
/** Our own: the database could not be opened (lib/db), document storage did not answer (lib/storage). */
const OUTAGE_NAMES = new Set(["DatabaseUnavailableError", "StorageUnavailableError"]);

interface OutageLikeError extends PrismaLikeError {
  message?: string;
  cause?: unknown;
  meta?: PrismaLikeError["meta"] & { driverAdapterError?: { cause?: { kind?: string } } };
}

function isOutage(e: OutageLikeError): boolean {
  const adapter = e.meta?.driverAdapterError?.cause as { kind?: string; originalCode?: string } | undefined;
  return (
    OUTAGE_NAMES.has(e.name ?? "") ||
    (e.name === "PrismaClientKnownRequestError" && OUTAGE_PRISMA_CODES.has(e.code ?? "")) ||
    OUTAGE_ADAPTER_KINDS.has(adapter?.kind ?? "") ||
    OUTAGE_SQLSTATE.test(adapter?.originalCode ?? e.code ?? "") ||
    OUTAGE_NET_CODES.has(e.code ?? "") ||
    OUTAGE_MESSAGE.test(e.message ?? "")
  );
}

/**
 * An outage rather than a fault (issue #40 item 7): the database or storage unreachable, a pool or
 * transaction start that timed out under load. 503 with Retry-After, so callers and proxies retry
 * later; the error or any of its causes may say so.
 */
export function fromOutageError(error: unknown): AppError | null {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === "object"; depth++) {
    if (isOutage(e as OutageLikeError))
      return new AppError("unavailable", "The service is briefly unavailable. Please try again in a moment.", {
        retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
      });
    e = (e as OutageLikeError).cause;
  }
  return null;
}
