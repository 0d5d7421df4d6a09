import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { DestinationStream } from "pino";
import type { Registry } from "prom-client";

export const REQUEST_ID_HEADER: string;
export const LOG_USER_HEADER: string;
export function requestIdFor(incoming: string | string[] | undefined): string;
export function metricsRegistry(): Registry;
export function instanceId(env?: Record<string, string | undefined>): string;
export const REPORTED_ERRORS: symbol;
export function reportedErrors(): WeakSet<object>;
export function alreadyReported(err: unknown): boolean;
export function routeConsole(logger: Logger, options?: { deferMs?: number }): () => void;
export function createLogger(destination?: DestinationStream | NodeJS.WritableStream): Logger;
export function observe(
  req: IncomingMessage,
  res: ServerResponse,
  options: { logger: Logger; registry?: Registry; label?: (url: string | undefined) => string; now?: () => number },
): string;
export function gracefulShutdown(options: {
  server: Server;
  inFlight: () => number;
  onStopping?: () => void;
  hooks: () => Array<() => unknown>;
  timeoutMs: number;
  logger: Logger;
}): (signal: string) => Promise<void>;
