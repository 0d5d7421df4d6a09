/**
 * Work to finish before the process exits. The production server (scripts/server.mjs) stops
 * accepting requests, waits for those in flight, then runs these hooks in order, then exits.
 * Kept on globalThis: the server and the app's bundle are different module graphs.
 */
const HOOKS = Symbol.for("bizfund.shutdown-hooks");
type Hook = () => Promise<void> | void;

export function onShutdown(hook: Hook): void {
  const store = globalThis as unknown as Record<symbol, Hook[] | undefined>;
  (store[HOOKS] ??= []).push(hook);
}

export async function runShutdownHooks(): Promise<void> {
  const store = globalThis as unknown as Record<symbol, Hook[] | undefined>;
  for (const hook of store[HOOKS] ?? []) await hook();
}
