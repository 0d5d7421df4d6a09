import "server-only";
import type { ZodType } from "zod";
import { AppError, validationError } from "./errors";

/**
 * A JSON body of at most `maxBytes`, parsed with `schema`: refused (413) by its declared length
 * before it is read and by its real length after, 400 when it is not JSON, and every field error
 * otherwise. For routes whose body has a size limit (the handler's `body` option has none).
 */
export async function readJsonBody<T>(request: Request, schema: ZodType<T>, maxBytes: number): Promise<T> {
  const tooLarge = () => new AppError("payload_too_large", "The request is too large.");
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  const raw = await request.text();
  if (Buffer.byteLength(raw) > maxBytes) throw tooLarge();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError("bad_request", "The request body must be JSON.");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
