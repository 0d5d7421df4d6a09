import { describe, expect, it } from "vitest";
import { newPasswordSchema } from "./password-policy";

describe("password policy", () => {
  it("needs 8+ characters and refuses common passwords", () => {
    expect(newPasswordSchema.safeParse("short").success).toBe(false);
    expect(newPasswordSchema.safeParse("Password123").success).toBe(false);
    expect(newPasswordSchema.safeParse("correct horse battery").success).toBe(true);
  });
});
