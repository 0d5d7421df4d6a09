import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonBody, refusalText, sendJson } from "./send-json";

const refused = (status: number, statusText = "Bad Request") => new Response("", { status, statusText });

describe("sendJson", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the body as JSON with the session cookie, POST unless told", async () => {
    const fetch = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetch);
    await sendJson("/api/x", { a: 1 });
    await sendJson("/api/y", { b: 2 }, "PATCH");
    expect(fetch.mock.calls).toEqual([
      [
        "/api/x",
        { method: "POST", credentials: "include", headers: { "Content-Type": "application/json" }, body: '{"a":1}' },
      ],
      [
        "/api/y",
        { method: "PATCH", credentials: "include", headers: { "Content-Type": "application/json" }, body: '{"b":2}' },
      ],
    ]);
  });
});

describe("reading a refusal", () => {
  it("reads a JSON body, and an empty object from a body that is not JSON", async () => {
    expect(await jsonBody(new Response('{"message":"No."}'))).toEqual({ message: "No." });
    expect(await jsonBody(new Response("<html>Bad gateway</html>"))).toEqual({});
  });

  it("says the first field's error, else the message, else the status line", () => {
    expect(refusalText(refused(400), { message: "Check the fields.", fields: { email: ["Bad address"] } })).toBe(
      "Bad address",
    );
    expect(refusalText(refused(409), { message: "Taken." })).toBe("Taken.");
    expect(refusalText(refused(502, "Bad Gateway"), {})).toBe("502: Bad Gateway");
  });
});
