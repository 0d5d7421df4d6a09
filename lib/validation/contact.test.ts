import { describe, expect, it } from "vitest";
import {
  EMAIL_MESSAGE,
  PHONE_FORMATTED_MAX_LENGTH,
  PHONE_MESSAGE,
  auPhoneDigitsSchema,
  auPhoneSchema,
  emailSchema,
  formatAuPhone,
  isValidAuPhone,
  isValidEmail,
  normalizeEmail,
  normalizePhone,
  optionalAuPhoneSchema,
} from "@/lib/validation/contact";

describe("normalizeEmail (#39 item 11)", () => {
  it.each([
    ["client@bizfund.example.", "client@bizfund.example"],
    ["  Client@BizFund.Example  ", "client@bizfund.example"],
    ["ＣＬＩＥＮＴ@ｂｉｚｆｕｎｄ．ｅｘａｍｐｌｅ", "client@bizfund.example"],
    ["client@bizfund.example..", "client@bizfund.example"],
    ["first.last.@example.com", "first.last.@example.com"],
    ["jane@example.com", "jane@example.com"],
  ])("%j is %j", (typed, stored) => {
    expect(normalizeEmail(typed)).toBe(stored);
    expect(normalizeEmail(stored)).toBe(stored);
  });

  it("is what the shared schema answers, so every form and handler stores one form", () => {
    expect(emailSchema.parse(" Client@BizFund.example. ")).toBe("client@bizfund.example");
    expect(emailSchema.parse("ｊａｎｅ@example.com")).toBe("jane@example.com");
    expect(emailSchema.safeParse("jane@example.").success).toBe(false);
  });
});

describe("email", () => {
  it.each(["jane@example.com", "j.smith+loans@acme.com.au", "a@b.co"])("accepts %s", (v) => {
    expect(isValidEmail(v)).toBe(true);
  });
  it.each([
    "",
    "jane",
    "jane@",
    "jane@example",
    "@example.com",
    "jane smith@example.com",
    "jane@exa mple.com",
    " jane@example.com",
    "a@@b.co",
  ])("rejects %j", (v) => expect(isValidEmail(v)).toBe(false));
  it("rejects absurdly long addresses", () => {
    expect(isValidEmail(`${"a".repeat(250)}@b.co`)).toBe(false);
  });
  it("schema trims and reports the spec message", () => {
    expect(emailSchema.parse("  jane@example.com ")).toBe("jane@example.com");
    const bad = emailSchema.safeParse("jane@example");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(EMAIL_MESSAGE);
    expect(EMAIL_MESSAGE).toBe("Please enter a valid email address");
    expect(emailSchema.safeParse("").error?.issues[0]?.message).toBe(EMAIL_MESSAGE);
  });
});

describe("Australian phone", () => {
  it.each([
    "0400123456",
    "0400 123 456",
    "0412345678",
    "0212345678",
    "02 1234 5678",
    "0312345678",
    "0712345678",
    "0812345678",
    "1300123456",
    "1300 123 456",
    "1800123456",
    " 0400 123 456 ",
  ])("accepts %j", (v) => expect(isValidAuPhone(v)).toBe(true));
  it.each([
    "",
    "040012345",
    "04001234567",
    "0512345678",
    "0612345678",
    "0912345678",
    "0112345678",
    "1900123456",
    "130012345",
    "13001234567",
    "131234",
    "+61400123456",
    "0400-123-456",
    "(02) 1234 5678",
    "04OO123456",
  ])("rejects %j", (v) => expect(isValidAuPhone(v)).toBe(false));

  it("normalises to digits", () => {
    expect(normalizePhone("(02) 1234-5678")).toBe("0212345678");
    expect(normalizePhone("0400 123 456")).toBe("0400123456");
  });

  it.each([
    ["", ""],
    ["0", "0"],
    ["04", "04"],
    ["0400", "0400"],
    ["04001", "0400 1"],
    ["0400123", "0400 123"],
    ["04001234", "0400 123 4"],
    ["0400123456", "0400 123 456"],
    ["04001234567", "0400 123 456"],
    ["0400 123 456", "0400 123 456"],
    ["0400-12a3", "0400 123"],
    ["02", "02"],
    ["021", "02 1"],
    ["021234", "02 1234"],
    ["0212345", "02 1234 5"],
    ["0212345678", "02 1234 5678"],
    ["(03) 9876 5432", "03 9876 5432"],
    ["07123456789", "07 1234 5678"],
    ["1300", "1300"],
    ["1300123", "1300 123"],
    ["1800123456", "1800 123 456"],
  ])("formats %j as %j", (input, expected) => {
    expect(formatAuPhone(input)).toBe(expected);
    expect(formatAuPhone(input).length).toBeLessThanOrEqual(PHONE_FORMATTED_MAX_LENGTH);
  });

  it("formatted numbers stay valid", () => {
    for (const n of ["0400123456", "0212345678", "1300123456", "1800123456"])
      expect(isValidAuPhone(formatAuPhone(n))).toBe(true);
  });

  it("schemas validate, report the spec message and normalise on request", () => {
    expect(PHONE_MESSAGE).toBe("Please enter a valid Australian phone number");
    expect(auPhoneSchema.parse(" 0400 123 456 ")).toBe("0400 123 456");
    expect(auPhoneSchema.safeParse("12345").error?.issues[0]?.message).toBe(PHONE_MESSAGE);
    expect(auPhoneDigitsSchema.parse("02 1234 5678")).toBe("0212345678");
    expect(optionalAuPhoneSchema.parse(undefined)).toBeUndefined();
    expect(optionalAuPhoneSchema.parse("  ")).toBe("");
    expect(optionalAuPhoneSchema.parse("1300 123 456")).toBe("1300 123 456");
    expect(optionalAuPhoneSchema.safeParse("123").error?.issues[0]?.message).toBe(PHONE_MESSAGE);
  });
});
