// HTTP load helpers for the load benchmark (scripts/bench/load.ts): autocannon runs and dev sign-ins.
import autocannon from "autocannon";

/** How long each run lasts (LOAD_SECONDS, default 10). */
export const seconds = Number(process.env.LOAD_SECONDS ?? 10);
export const at = (port: number) => `http://127.0.0.1:${port}`;

/** One autocannon run: mean throughput, latency percentiles (ms) and failures. */
export interface Result {
  rps: number;
  p99: number;
  p50: number;
  non2xx: number;
  errors: number;
}
/** Loads `url` for `secs` seconds with `connections` connections, and prints the result. */
export async function cannon(url: string, connections = 50, headers: Record<string, string> = {}, secs = seconds) {
  const r = await autocannon({ url, connections, duration: secs, headers });
  const result: Result = {
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    p50: r.latency.p50,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
  console.log(
    `  ${url} × ${connections}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ""}`,
  );
  return result;
}

/** The session cookie of a demo account signed in through the dev login route (DEV_LOGINS=1). */
export async function login(port: number, role: string) {
  const res = await fetch(`${at(port)}/api/dev/login-${role}`, { redirect: "manual" });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (!cookies.length) throw new Error(`no session cookie from /api/dev/login-${role} (${res.status})`);
  return cookies.join("; ");
}
