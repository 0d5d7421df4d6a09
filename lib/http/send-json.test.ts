import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonBody, refusalText, sendJson, submitJson } from "./send-json";

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

describe("submitJson", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers the body of an accepted change", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ status: "approved" })),
    );
    expect(await submitJson("/api/x", {}, "PATCH")).toEqual({ ok: true, status: 200, data: { status: "approved" } });
  });

  it("answers a refusal's status, message and field errors, and no fields when it has none", async () => {
    const refusal = { message: "Check the fields.", fields: { title: ["Required"] } };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(refusal, { status: 400 })),
    );
    expect(await submitJson("/api/x", {})).toEqual({ ok: false, status: 400, ...refusal });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 })),
    );
    expect(await submitJson("/api/x", {})).toEqual({ ok: false, status: 502, message: undefined, fields: {} });
  });
});
