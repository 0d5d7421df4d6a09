import "server-only";
import { $ZodError } from "zod/v4/core";
import { logger } from "@/lib/observability";
import { AppError, fromOutageError, fromPrismaError, isAppError, validationError } from "./errors";

/** Where the error was caught: a route handler's request or a server action's submission. */
export interface ErrorContext {
  via: "route" | "action";
  /** The request id (X-Request-Id) for the log line, when the caller has one. */
  requestId?: string | null;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * THE error mapping, used by `handler` (as a JSON response) and `formAction` (as `{ error, fields }`):
 * an AppError as it is; a zod error a domain function let through as a 400 with every field; an
 * outage (database or storage unreachable, a pool timeout) as a 503 with Retry-After; a value the
 * database refused as the error table says. The last two leave one warning on the JSON log. Null for
 * anything else: a fault, which the caller reports (500) or lets through to Next's error handling.
 */
export function mapError(error: unknown, context: ErrorContext): AppError | null {
  if (isAppError(error)) return error;
  if (error instanceof $ZodError) return validationError(error);
  const log = { via: context.via, ...(context.requestId ? { requestId: context.requestId } : {}) };
  const outage = fromOutageError(error);
  if (outage) {
    // One line per refused request, not a stack: the outage itself is what to look at.
    logger.warn({ ...log, reason: reason(error) }, "service unavailable");
    return outage;
  }
  const refused = fromPrismaError(error);
  if (refused) {
    // Input a schema should have stopped: answer as the table says, and leave a trace to fix it.
    logger.warn({ ...log, reason: reason(error) }, "database refused input");
    return refused;
  }
  return null;
}
