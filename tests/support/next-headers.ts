/**
 * A stand-in for next/headers in server-action tests: requests from one client IP, and cookies kept in
 * `cookieJar`, which the test reads and clears. In a test file:
 *
 *   vi.mock("next/headers", async () => (await import("../support/next-headers")).fakeNextHeaders("203.0.113.9"));
 */
export const cookieJar = new Map<string, string>();

export function fakeNextHeaders(ip: string) {
  return {
    headers: async () => new Headers({ "x-forwarded-for": ip }),
    cookies: async () => ({
      get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name)! } : undefined),
      set: (name: string, value: string) => void cookieJar.set(name, value),
    }),
  };
}
