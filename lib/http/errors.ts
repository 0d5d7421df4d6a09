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

  constructor(code: ErrorCode, message?: string, extra: { fields?: Record<string, string[]>; retryAfterSeconds?: number } = {}) {
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
  for (const issue of error.issues) (fields[issue.path.join(".") || "_"] ??= []).push(issue.message);
  return new AppError("bad_request", "Please check the highlighted fields.", { fields });
}

