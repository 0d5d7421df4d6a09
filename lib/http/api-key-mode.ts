import "server-only";
import { audit } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { REQUEST_ID_HEADER } from "@/lib/observability/client";
import { logger } from "@/lib/observability";
import { authenticateApiKey, requireScope, type ApiCaller } from "@/lib/partner-api/keys";
import {
  claimIdempotency,
  releaseIdempotency,
  requestHash,
  settleIdempotency,
  type Claim,
} from "@/lib/partner-api/idempotency";
import type { ApiScope } from "@/lib/partner-api/client";
import { DEFAULT_MAX_BODY_BYTES, readBodyCapped, refuseDeclaredOverCap } from "./body";
import { isAppError } from "./errors";
import type { HandlerContext, Options, RouteParams } from "./handler";
import { errorResponse, jsonFrom, parse, refuseUnstorable } from "./handler-input";
import { clientIp } from "./request";

type Fn = (ctx: HandlerContext<unknown, unknown, unknown, SessionUser>) => Promise<unknown>;

const NO_STORE = { "Cache-Control": "no-store" };

async function recordRefusal(caller: ApiCaller, request: Request, ip: string) {
  try {
    await audit(await db(), {
      actor: caller.user,
      action: "access.forbidden",
      entity: "Route",
      entityId: `${request.method} ${new URL(request.url).pathname}`,
      note: `API key ${caller.prefix}`,
      ip,
    });
  } catch (error) {
    logger.error({ err: error }, "could not record a refused API request (access.forbidden)");
  }
}

/**
 * `handler`'s partner-API mode (ADR 072). Order: the body cap by its declared length, the key (401
 * unknown or revoked, 403 without the scope, 429 over its limit), then for a POST the whole body is
 * read once and hashed for `Idempotency-Key` before it is parsed: a replay answers the stored
 * response without running anything; another body under the same key is 422. The route's function
 * runs as the key's partner (the portal's own domain functions, with their ownership checks).
 */
export function apiKeyHandler<B, Q, P, A extends boolean>(options: Options<B, Q, P, A>, scope: ApiScope, fn: Fn) {
  return async (request: Request, route?: RouteParams): Promise<Response> => {
    const ip = clientIp(request.headers);
    const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    let caller: ApiCaller | null = null;
    let claim: Claim = { kind: "none" };
    try {
      refuseDeclaredOverCap(request, maxBody, options.tooLargeMessage);
      caller = await authenticateApiKey(request.headers.get("authorization"));
      requireScope(caller, scope);
      const rawParams = (route ? await route.params : undefined) ?? {};
      const url = new URL(request.url);
      const rawQuery = Object.fromEntries(url.searchParams);
      refuseUnstorable(rawParams, "The address contains a character that is not allowed.");
      refuseUnstorable(rawQuery, "The query string contains a character that is not allowed.");
      const params = parse(options.params, rawParams);
      const query = parse(options.query, rawQuery);
      const hasBody = request.method !== "GET" && request.method !== "HEAD";
      const bytes = hasBody ? await readBodyCapped(request, maxBody, options.tooLargeMessage) : new Uint8Array();
      if (request.method === "POST") {
        claim = await claimIdempotency(
          caller.keyId,
          request.headers.get("idempotency-key"),
          requestHash(request.method, url.pathname, bytes),
        );
        if (claim.kind === "replay") return claim.response;
      }
      const body = parse(options.body, options.body ? jsonFrom(bytes) : undefined);
      // A route that reads the body itself (an upload) gets the bytes already read.
      const copy = hasBody
        ? new Request(request.url, { method: request.method, headers: request.headers, body: bytes as BodyInit })
        : request;
      const result = await fn({ request: copy, user: caller.user, body, query, params, ip });
      const response = result instanceof Response ? result : Response.json(result ?? null, { headers: NO_STORE });
      if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
      return await settleIdempotency(claim, response);
    } catch (error) {
      if (caller && isAppError(error) && error.status === 403) await recordRefusal(caller, request, ip);
      const response = errorResponse(error, request.headers.get(REQUEST_ID_HEADER));
      // A refusal of the request itself is kept for replay; an outage or a fault releases the key.
      if (response.status >= 500 || (isAppError(error) && error.code === "rate_limited")) {
        await releaseIdempotency(claim);
        return response;
      }
      return settleIdempotency(claim, response);
    }
  };
}
