/**
 * A local run (development, tests, `npm start` on 127.0.0.1) may leave APP_URL unset: the site is then
 * http://127.0.0.1 on the port it listens on (PORT, as `next dev`/`next start` read it; 3000 by default),
 * so e-mailed links point at the running server.
 */
export function localAppUrl(port: string | undefined = process.env.PORT): string {
  const n = Number(port);
  return `http://127.0.0.1:${Number.isInteger(n) && n > 0 && n < 65536 ? n : 3000}`;
}

/**
 * Whether a URL's host is this machine's loopback interface: `localhost` (and `*.localhost`, which
 * resolvers keep on loopback), any address in 127.0.0.0/8, or ::1. Anything else, a private LAN
 * address included, can be reached by someone else.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return false;
  }
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (host === "[::1]") return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return !!v4 && v4[1] === "127" && v4.slice(2).every((n) => Number(n) <= 255);
}
