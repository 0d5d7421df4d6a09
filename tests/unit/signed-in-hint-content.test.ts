import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { SIGNED_IN_HINT } from "@/lib/auth/signed-in-hint";

// The readable hint must say only "some session cookie is present" (#13 item 12, ADR 008).
describe("bf_signed_in is content-free", () => {
  const hintFor = async (sessionToken: string) => {
    const res = await proxy(
      new NextRequest("http://127.0.0.1:3000/about", { headers: { cookie: `authjs.session-token=${sessionToken}` } }),
    );
    const line = res.headers.getSetCookie().find((c) => c.startsWith(`${SIGNED_IN_HINT}=`));
    return { value: res.cookies.get(SIGNED_IN_HINT)?.value, line: line ?? "" };
  };

  it("is the same constant '1' for every session, and carries nothing from the session cookie", async () => {
    const a = await hintFor("eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.client-sarah-mitchell.c2Vzc2lvbi1h");
    const b = await hintFor("eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.admin-james-taylor.c2Vzc2lvbi1i");
    expect(a.value).toBe("1");
    expect(b.value).toBe("1");
    expect(a.line.replace(/expires=[^;]+/i, "")).toBe(b.line.replace(/expires=[^;]+/i, ""));
    expect(a.line).not.toMatch(/eyJ|sarah|client|admin|james/i);
  });

  it("is not set without a session cookie", async () => {
    const res = await proxy(new NextRequest("http://127.0.0.1:3000/about"));
    expect(res.cookies.get(SIGNED_IN_HINT)).toBeUndefined();
  });
});
