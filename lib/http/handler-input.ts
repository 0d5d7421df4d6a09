import "server-only";
import type { ZodType } from "zod";
import { reportError } from "@/lib/observability";
import { allStorable } from "@/lib/validation/client";
import { decodeUtf8, readBodyCapped } from "./body";
import { AppError, validationError } from "./errors";
import { mapError } from "./map-error";

/**
 * The one error table as a response. The request id (X-Request-Id, set by our server) is in every
 * error answer, so a caller can quote it and we can find the request's log line.
 */
export function errorResponse(error: unknown, requestId?: string | null): Response {
  const id = requestId ? { requestId } : {};
  const mapped = mapError(error, { via: "route", requestId });
  if (mapped) {
    const headers: Record<string, string> = { "Cache-Control": "no-store" };
    if (mapped.retryAfterSeconds) headers["Retry-After"] = String(mapped.retryAfterSeconds);
    return Response.json(
      { message: mapped.message, ...(mapped.fields ? { fields: mapped.fields } : {}), ...id },
      { status: mapped.status, headers },
    );
  }
  void reportError(error, { requestId: requestId ?? undefined });
  return Response.json(
    { message: "Internal Server Error", ...id },
    { status: 500, headers: { "Cache-Control": "no-store" } },
  );
}

/** Path and query values are never free text: a NUL or a broken surrogate in one is refused outright. */
export function refuseUnstorable(values: Record<string, string | string[]>, message: string) {
  if (!allStorable(values)) throw new AppError("bad_request", message);
}

/** The request's JSON body: 413 past `maxBytes` (declared or real), 400 when it is not UTF-8 or not JSON. */
export async function readJson(request: Request, maxBytes: number, tooLarge?: string): Promise<unknown> {
  const text = decodeUtf8(await readBodyCapped(request, maxBytes, tooLarge));
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body must be JSON.");
  }
}

/** A value through its schema (none: undefined); a refusal is the 400 with every field. */
export function parse<T>(schema: ZodType<T> | undefined, value: unknown): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** JSON from bytes already read (the API-key mode hashes them first). */
export function jsonFrom(bytes: Uint8Array): unknown {
  const text = decodeUtf8(bytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body must be JSON.");
  }
}
