import { SOCKET_PEER_MARK } from "@/lib/http/client";

/** Keep in step with scripts/observability.mjs. */
export const REQUEST_ID_HEADER = "x-request-id";
/** The signed-in user's id for the server's log line; scripts/server.mjs removes it before the response leaves. */
export const LOG_USER_HEADER = "x-bizfund-log-user";

/** Only our server (scripts/server.mjs) strips the log header; under `next start` or `next dev` it is not set. */
export const servedByOurServer = () => (globalThis as Record<symbol, unknown>)[SOCKET_PEER_MARK] === true;
