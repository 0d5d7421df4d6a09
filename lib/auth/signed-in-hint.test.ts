import { describe, expect, it } from "vitest";
import { SIGNED_IN_HINT, hasSessionCookie, hintChange, hintPresent } from "./signed-in-hint";

describe("signed-in hint", () => {
  it("recognises next-auth's session cookie, secure or not, whole or chunked", () => {
    expect(hasSessionCookie(["authjs.session-token"])).toBe(true);
    expect(hasSessionCookie(["__Secure-authjs.session-token"])).toBe(true);
    expect(hasSessionCookie(["authjs.session-token.0", "authjs.session-token.1"])).toBe(true);
    expect(hasSessionCookie(["authjs.csrf-token", "authjs.callback-url"])).toBe(false);
    expect(hasSessionCookie(["xauthjs.session-token"])).toBe(false);
  });

  it("sets the hint with a session, clears it without one, and otherwise leaves it", () => {
    expect(hintChange(["authjs.session-token"])).toBe("set");
    expect(hintChange(["authjs.session-token", SIGNED_IN_HINT])).toBeNull();
    expect(hintChange([SIGNED_IN_HINT])).toBe("clear");
    expect(hintChange([])).toBeNull();
  });

  it("reads the hint from document.cookie", () => {
    expect(hintPresent(`a=b; ${SIGNED_IN_HINT}=1; c=d`)).toBe(true);
    expect(hintPresent(`${SIGNED_IN_HINT}=0`)).toBe(false);
    expect(hintPresent(`x${SIGNED_IN_HINT}=1`)).toBe(false);
    expect(hintPresent("")).toBe(false);
  });
});
