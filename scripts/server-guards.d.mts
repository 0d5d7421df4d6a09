import type { IncomingMessage, RequestListener, ServerOptions, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { Registry } from "prom-client";

export const SUPPORTED_METHODS: string[];
export const ALLOW: string;
export const PEER_HEADER: string;
export interface ServerTimeouts {
  keepAliveTimeout: number;
  headersTimeout: number;
  requestTimeout: number;
  bodyIdleTimeout: number;
}
export function answer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  headers?: Record<string, string>,
): void;
export function malformedPath(url: string | undefined): boolean;
export function unsupportedMethod(method: string | undefined): boolean;
export function serverTimeouts(env?: Record<string, string | undefined>): ServerTimeouts;
export function serverOptions(timeouts: ServerTimeouts): ServerOptions;
export function guardSlowBody(
  req: IncomingMessage,
  res: ServerResponse,
  options: { idleMs: number; logger: Logger },
): void;
export function requestListener(options: {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown> | unknown;
  logger: Logger;
  registry?: Registry;
  label?: (url: string | undefined) => string;
  timeouts: ServerTimeouts;
  onRequest?: (req: IncomingMessage, res: ServerResponse) => void;
}): RequestListener;
