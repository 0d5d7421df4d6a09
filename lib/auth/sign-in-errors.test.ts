import { CredentialsSignin } from "next-auth";
import { describe, expect, it } from "vitest";
import { SignInRateLimited, formatWait, signInErrorMessage } from "./sign-in-errors";

describe("sign-in refusal codes (#13 item 4)", () => {
  it("a rate-limited sign-in is a CredentialsSignin whose code carries the wait, and the message names it", () => {
    const error = new SignInRateLimited(119.2);
    expect(error).toBeInstanceOf(CredentialsSignin);
    expect(error.code).toBe("rate_limited-120");
    expect(signInErrorMessage(error.code)).toBe("Too many sign-in attempts. Please wait 2 minutes and try again.");
    expect(signInErrorMessage("rate_limited-45")).toBe(
      "Too many sign-in attempts. Please wait 45 seconds and try again.",
    );
  });

  it("wrong credentials and unknown codes read as such", () => {
    expect(signInErrorMessage("credentials")).toBe("Incorrect email or password.");
    expect(signInErrorMessage(undefined)).toBe("Incorrect email or password.");
    expect(signInErrorMessage("rate_limited-<script>")).toBe("Incorrect email or password.");
  });

  it("formats waits", () => {
    expect([1, 59, 60, 61, 1800].map(formatWait)).toEqual([
      "1 second",
      "59 seconds",
      "1 minute",
      "2 minutes",
      "30 minutes",
    ]);
  });
});
