import { hostname } from "node:os";
import pino from "pino";

/** Which instance wrote a line: as scripts/observability.mjs `instanceId()` names the server's lines. */
export const INSTANCE_ID = process.env.INSTANCE_ID || `${hostname()}-${process.pid}`;

/**
 * The app's structured logger: JSON lines on stdout, one object per event, each naming its instance.
 * Callers log ids and outcomes, never e-mail addresses, tokens or document contents; the paths below
 * are redacted in case one slips into an object anyway.
 */
export const logger = pino({
  base: { service: "bizfund", instance: INSTANCE_ID },
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: ["email", "*.email", "password", "*.password", "token", "*.token"], censor: "[redacted]" },
});
