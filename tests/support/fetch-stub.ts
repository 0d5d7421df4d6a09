import { vi } from "vitest";

/** Replaces global fetch with a mock answering every call with `body` as JSON and `status`. */
export function stubFetch(status = 200, body: unknown = {}) {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () =>
    Response.json(body, { status }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
