import pino from "pino";

/**
 * The app's structured logger: JSON lines on stdout, one object per event. Callers log ids and
 * outcomes, never e-mail addresses, tokens or document contents; the paths below are redacted in
 * case one slips into an object anyway.
 */
export const logger = pino({
  base: { service: "bizfund" },
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: ["email", "*.email", "password", "*.password", "token", "*.token"], censor: "[redacted]" },
});
