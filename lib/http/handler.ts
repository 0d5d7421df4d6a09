import { LOG_USER_HEADER, REQUEST_ID_HEADER, servedByOurServer } from "@/lib/observability/client";
import { logger } from "@/lib/observability";
import "server-only";
import type { ZodType } from "zod";
import { audit } from "@/lib/audit";
import { requirePermission, type Action } from "@/lib/auth/client";
import {
  getVerifiedUser,
  mayRenewSession,
  readSessionClaims,
  renewedSessionCookie,
  type SessionUser,
} from "@/lib/auth";
import { db } from "@/lib/db";
import type { ApiScope } from "@/lib/partner-api/client";
import { apiKeyHandler } from "./api-key-mode";
import { DEFAULT_MAX_BODY_BYTES, refuseDeclaredOverCap, withCappedBody } from "./body";
import { httpOnlyCookieHeader } from "./cookies";
import { AppError, isAppError, validationError } from "./errors";
import { errorResponse, parse, readJson, refuseUnstorable } from "./handler-input";
import { applyLimits, type RateRule } from "./rate-limit";
import { clientIp, isCrossSite } from "./request";

export { errorResponse, validationError };

export type RouteParams = { params: Promise<Record<string, string | string[]> | undefined> };

export interface HandlerContext<B, Q, P, U> {
  request: Request;
  user: U;
  body: B;
  query: Q;
  params: P;
  ip: string;
}

export interface Options<B, Q, P, A extends boolean> {
  /** Signed-in users only (default true). */
  auth?: A;
  /**
   * The partner API's mode (ADR 072): the caller is the partner whose key is in
   * `Authorization: Bearer …` and holds this scope; cookies are never read (no session, no origin
   * check, no renewal), the key's own rate limit applies, and a POST honours `Idempotency-Key`.
   */
  apiKey?: ApiScope;
  /** The permission needed to call this at all; ownership is checked in the domain function. */
  action?: Action;
  body?: ZodType<B>;
  /**
   * The largest request body this route accepts, in bytes (default 64 KiB, DEFAULT_MAX_BODY_BYTES):
   * a larger one is refused (413) by its declared length before it is read, and cut off at the cap
   * while it streams, whether the wrapper parses it (`body`) or the route reads it itself.
   */
  maxBodyBytes?: number;
  /** The 413's message when the route's own words say it better (an upload's size rule). */
  tooLargeMessage?: string;
  query?: ZodType<Q>;
  params?: ZodType<P>;
  limits?: RateRule<B>[];
}

async function recordForbidden(user: SessionUser, request: Request, ip: string) {
  try {
    const prisma = await db();
    await audit(prisma, {
      actor: user,
      action: "access.forbidden",
      entity: "Route",
      entityId: `${request.method} ${new URL(request.url).pathname}`,
      ip,
    });
  } catch (error) {
    logger.error({ err: error }, "could not record a refused request (access.forbidden)");
  }
}

/**
 * The one route-handler wrapper: origin check, session, permission, zod parsing of params, query
 * and body, rate limits, errors mapped to status codes, and no-store on every response (they carry
 * personal data).
 */
export function handler<B = undefined, Q = undefined, P = undefined, A extends boolean = true>(
  options: Options<B, Q, P, A>,
  fn: (ctx: HandlerContext<B, Q, P, A extends false ? SessionUser | null : SessionUser>) => Promise<unknown>,
) {
  if (options.apiKey) return apiKeyHandler(options, options.apiKey, fn as never);
  return async (request: Request, route?: RouteParams): Promise<Response> => {
    const ip = clientIp(request.headers);
    let caller: SessionUser | null = null;
    const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    try {
      if (request.method !== "GET" && request.method !== "HEAD" && isCrossSite(request)) {
        throw new AppError("forbidden", "Cross-site request refused");
      }
      // Before the session is read: a body too large to accept costs nothing to refuse.
      refuseDeclaredOverCap(request, maxBody, options.tooLargeMessage);
      const user = await getVerifiedUser();
      caller = user;
      if (options.auth !== false && !user) throw new AppError("unauthorized");
      if (options.action) requirePermission(user, options.action);
      // Next passes params that resolve to undefined for a route without dynamic segments.
      const rawParams = (route ? await route.params : undefined) ?? {};
      const rawQuery = Object.fromEntries(new URL(request.url).searchParams);
      refuseUnstorable(rawParams, "The address contains a character that is not allowed.");
      refuseUnstorable(rawQuery, "The query string contains a character that is not allowed.");
      const params = parse(options.params, rawParams);
      const query = parse(options.query, rawQuery);
      const body = parse(
        options.body,
        options.body ? await readJson(request, maxBody, options.tooLargeMessage) : undefined,
      );
      await applyLimits(options.limits, body, ip, user);
      // A route that reads its body itself (an upload, a library's handler) reads it capped too.
      const capped = options.body ? request : withCappedBody(request, maxBody, options.tooLargeMessage);
      const result = await fn({ request: capped, user: user as never, body, query, params, ip });
      return await finish(
        result instanceof Response
          ? result
          : Response.json(result ?? null, { headers: { "Cache-Control": "no-store" } }),
        request,
        user,
      );
    } catch (error) {
      // Every 403 is audited: who tried what.
      if (caller && isAppError(error) && error.status === 403) await recordForbidden(caller, request, ip);
      return await finish(errorResponse(error, request.headers.get(REQUEST_ID_HEADER)), request, caller);
    }
  };
}

/**
 * What every handler's response gets on its way out: no-store unless it set its own caching, and
 * what proxy.ts adds to pages (ADR 043): the user's id for the server's log line, and on a read a
 * renewed session cookie once the current one is ten minutes old (sliding idle timeout, ADR 006).
 */
async function finish(response: Response, request: Request, user: SessionUser | null): Promise<Response> {
  const renewed =
    user && mayRenewSession(request.method, new URL(request.url).pathname)
      ? await renewedSessionCookie((await readSessionClaims()) ?? {})
      : null;
  const logUser = user && servedByOurServer() ? user.id : null;
  if (response.headers.has("Cache-Control") && !renewed && !logUser) return response;
  const add = (headers: Headers) => {
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
    if (logUser) headers.set(LOG_USER_HEADER, logUser);
    if (renewed) {
      const { maxAge: maxAgeSeconds, secure } = renewed.options;
      headers.append("Set-Cookie", httpOnlyCookieHeader(renewed.name, renewed.value, { maxAgeSeconds, secure }));
    }
  };
  try {
    add(response.headers);
    return response;
  } catch (error) {
    // Response.redirect() and fetched responses have immutable headers: copy into one we can add to.
    if (!(error instanceof TypeError)) throw error;
    const headers = new Headers(response.headers);
    add(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
