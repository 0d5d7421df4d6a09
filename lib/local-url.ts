/**
 * A local run (development, tests, `npm start` on 127.0.0.1) may leave APP_URL unset: the site is then
 * http://127.0.0.1 on the port it listens on (PORT, as `next dev`/`next start` read it; 3000 by default),
 * so e-mailed links point at the running server.
 */
export function localAppUrl(port: string | undefined = process.env.PORT): string {
  const n = Number(port);
  return `http://127.0.0.1:${Number.isInteger(n) && n > 0 && n < 65536 ? n : 3000}`;
}
