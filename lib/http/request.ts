import { parseTrustedProxies, resolveClientIp, type IpRange } from "./ip";

/** Set by scripts/server.mjs from the socket, after deleting any copy the client sent. */
export const PEER_HEADER = "x-bizfund-peer";
/** scripts/server.mjs marks the process, so a peer header is believed only when our server set it. */
export const SOCKET_PEER_MARK = Symbol.for("bizfund.socket-peer-header");

/** What a request with no address at all (a test, a misconfigured server) is keyed on. */
export const UNKNOWN_IP = "unknown";

let trustedCache: { value: string; ranges: IpRange[] } | undefined;

/** TRUSTED_PROXIES, validated at start-up by lib/env.ts; read here without the rest of the configuration. */
function trustedProxies(): IpRange[] {
  const value = process.env.TRUSTED_PROXIES ?? "";
  if (trustedCache?.value !== value) {
    const parsed = parseTrustedProxies(value);
    trustedCache = { value, ranges: parsed.ok ? parsed.ranges : [] };
  }
  return trustedCache.ranges;
}

const servedBySocketPeerServer = () => (globalThis as Record<symbol, unknown>)[SOCKET_PEER_MARK] === true;

/**
 * The caller's IP for rate limits and audit records. Under our server (scripts/server.mjs) the
 * peer is the socket's address; X-Forwarded-For is then followed leftwards only through the
 * proxies TRUSTED_PROXIES lists, so a client cannot name its own address. Under `next dev` Next
 * put the socket's address in X-Forwarded-For when the client sent none: its last hop is the peer.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  if (servedBySocketPeerServer())
    return resolveClientIp(headers.get(PEER_HEADER), forwarded, trustedProxies()) ?? UNKNOWN_IP;
  const hops = forwarded ? forwarded.split(",") : [];
  const peer = hops.pop();
  return resolveClientIp(peer, hops.join(","), trustedProxies()) ?? UNKNOWN_IP;
}

/** For tests of clientIp: act as if scripts/server.mjs served the request (or not). */
export function setSocketPeerServerForTests(on: boolean) {
  (globalThis as Record<symbol, unknown>)[SOCKET_PEER_MARK] = on;
}

/**
 * Refuse cross-site state changes: a browser always sends Origin on cross-origin POST/PATCH/DELETE
 * (and Sec-Fetch-Site); requests from other tools send neither and carry no ambient cookies risk.
 * Origin must be APP_URL's origin when APP_URL is configured, else match the Host the request was
 * sent to; never X-Forwarded-Host, which any client can send.
 */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") === "cross-site";
  try {
    const from = new URL(origin);
    const appUrl = process.env.APP_URL;
    if (appUrl) return from.origin !== new URL(appUrl).origin;
    return from.host !== request.headers.get("host");
  } catch {
    return true;
  }
}
