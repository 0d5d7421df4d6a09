import type { ZodError } from "zod";

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
export function validationError(error: ZodError): AppError {
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
