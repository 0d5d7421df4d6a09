/**
 * A tiny browser for driving next-auth's real handlers in integration tests (see
 * tests/integration/auth-real-flows.test.ts): a cookie jar fed by Set-Cookie headers and by
 * next/headers' cookies().set(), and the request headers a page or server action would see.
 */
export class TestBrowser {
  readonly jar = new Map<string, string>();
  constructor(public ip: string) {}

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** The headers Next.js would hand to a page, route or action for this browser's next request. */
  headers(extra: Record<string, string> = {}): Headers {
    return new Headers({
      host: "127.0.0.1:3000",
      origin: "http://127.0.0.1:3000",
      "sec-fetch-site": "same-origin",
      cookie: this.cookieHeader(),
      "x-test-client-ip": this.ip,
      ...extra,
    });
  }

  setCookie(name: string, value: string, maxAge?: number) {
    if (value === "" || maxAge === 0) this.jar.delete(name);
    else this.jar.set(name, value);
  }

  absorb(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const maxAge = attrs.map((a) => a.trim().toLowerCase()).find((a) => a.startsWith("max-age="));
      const expired = attrs.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()));
      this.setCookie(
        pair!.slice(0, eq).trim(),
        pair!.slice(eq + 1).trim(),
        expired ? 0 : maxAge ? Number(maxAge.slice(8)) : undefined,
      );
    }
    return response;
  }

  /** A next/headers cookies() store backed by this jar. */
  cookieStore() {
    return {
      get: (name: string) => (this.jar.has(name) ? { name, value: this.jar.get(name)! } : undefined),
      getAll: () => [...this.jar].map(([name, value]) => ({ name, value })),
      has: (name: string) => this.jar.has(name),
      set: (name: string, value: string, options?: { maxAge?: number; expires?: Date }) =>
        this.setCookie(name, value, options?.expires && options.expires.getTime() <= Date.now() ? 0 : options?.maxAge),
      delete: (name: string) => this.jar.delete(name),
    };
  }

  sessionToken(): string | undefined {
    return this.jar.get("authjs.session-token");
  }
}

/** The browser Next.js is serving now (the test sets it), and next/headers as that browser's request sees it. */
export const served: { browser: TestBrowser | null } = { browser: null };
export const servedHeaders = {
  headers: async () => served.browser!.headers(),
  cookies: async () => served.browser!.cookieStore(),
};

/** lib/http's clientIp for a test browser: the one it names (how the IP is really found is lib/http's business). */
export const testClientIp = (h: Headers) => h.get("x-test-client-ip") ?? "local";
/** A vi.mock factory for a module exporting clientIp (@/lib/http/request and its door @/lib/http/client, ADR 086). */
export const withTestClientIp = async (original: () => Promise<unknown>) => ({
  ...((await original()) as object),
  clientIp: testClientIp,
});

/** Where a Next.js redirect() (thrown as NEXT_REDIRECT) was sending the browser. */
export function redirectTarget(error: unknown): string | null {
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (typeof digest !== "string" || !digest.startsWith("NEXT_REDIRECT")) return null;
  return digest.split(";").slice(2, -2).join(";");
}
