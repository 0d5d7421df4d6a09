import { describe, expect, it } from "vitest";
import { contactSchema, mortgageBrokerSchema, newsletterSchema, partnerProgramSchema } from "@/lib/inquiries/schema";
import { leadInputSchema, leadUpdateSchema } from "@/lib/leads/schema";
import { wizardAnswersSchema } from "@/lib/applications/wizard-schema";
import { PURPOSES } from "@/lib/applications/vocab";
import { lenderInputSchema, lenderUpdateSchema } from "@/lib/admin/schema";
import { emailSchema, auPhoneSchema } from "./contact";
import {
  allStorable,
  businessName,
  INVALID_CHARACTER_MESSAGE,
  NAME_MESSAGE,
  parseRecordId,
  personName,
  singleLine,
  storableOnly,
  text,
} from "./text";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe("text(): storable text", () => {
  it("keeps line breaks, tabs and any script", () => {
    expect(text().parse("Line one\nLine two\r\n\tTabbed — Café 日本 🚀")).toBe(
      "Line one\nLine two\r\n\tTabbed — Café 日本 🚀",
    );
  });
  it.each(["\u0000", "a\u0000b", "trailing\u0000", "\ud800", "a\udc00b", "\udbff\u0041"])(
    "refuses %j (NUL or an unpaired surrogate)",
    (v) => {
      expect(messages(text().safeParse(v))).toEqual([INVALID_CHARACTER_MESSAGE]);
    },
  );
  it("chains like any string schema", () => {
    expect(text().trim().min(2).max(5).safeParse("  abc  ").data).toBe("abc");
    expect(text().trim().min(2).safeParse(" a ").success).toBe(false);
  });
});

describe("singleLine() and the name helpers", () => {
  it.each([
    "Sarah O'Brien-Mitchell",
    "Zoë Nguyễn",
    "李小龍",
    "Acme Pty Ltd (Trustee for the Smith Family Trust)",
    "عبد الله",
  ])("accepts %j", (v) => {
    expect(personName().parse(v)).toBe(v);
    expect(businessName().parse(v)).toBe(v);
  });
  it.each([
    ["a line feed", "Sarah\nBcc: victim@example.com"],
    ["a carriage return", "Sarah\rMitchell"],
    ["a tab", "Sarah\tMitchell"],
    ["an escape", "Sarah\u001b[31m"],
    ["DEL", "Sarah\u007f"],
    ["a C1 control (NEL)", "Sarah\u0085Mitchell"],
    ["a line separator", "Sarah\u2028Mitchell"],
    ["a paragraph separator", "Sarah\u2029Mitchell"],
    ["a right-to-left override", "Sarah\u202eMitchell"],
    ["a bidi isolate", "Sarah\u2066Mitchell"],
  ])("a name with %s is refused with the name message", (_label, v) => {
    expect(messages(personName().safeParse(v))).toEqual([NAME_MESSAGE]);
    expect(messages(businessName().safeParse(v))).toEqual([NAME_MESSAGE]);
    expect(singleLine().safeParse(v).success).toBe(false);
  });
  it("a NUL is reported as a character that is not allowed", () => {
    expect(messages(personName().safeParse("a\u0000b"))).toContain(INVALID_CHARACTER_MESSAGE);
  });
});

describe("every name field in every shared schema refuses line breaks", () => {
  const forged = "Sarah\r\nSubject: forged";
  const cases: [
    string,
    { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } },
    Record<string, unknown>,
    string[],
  ][] = [
    [
      "contact form",
      contactSchema,
      { name: "Jane", email: "jane@example.com", subject: "Hi", message: "Hello", company: "Acme" },
      ["name", "company", "subject"],
    ],
    [
      "partner program",
      partnerProgramSchema,
      { source: "partner_program", businessName: "Acme", contactName: "Jane", email: "jane@example.com" },
      ["businessName", "contactName"],
    ],
    [
      "mortgage broker",
      mortgageBrokerSchema,
      {
        source: "mortgage_broker",
        firstName: "Jane",
        lastName: "Doe",
        email: "jane@example.com",
        phone: "0400123456",
        company: "Acme",
      },
      ["firstName", "lastName", "company"],
    ],
    [
      "lead",
      leadInputSchema,
      { contactName: "Jane", businessName: "Acme", email: "jane@example.com" },
      ["contactName", "businessName"],
    ],
    [
      "wizard contact step",
      wizardAnswersSchema,
      {
        purpose: PURPOSES[0],
        amount: 50000,
        term: 12,
        monthlyTurnover: 50000,
        creditProfile: "good",
        timeInBusiness: "1-2y",
        companyName: "Acme",
        firstName: "Jane",
        lastName: "Doe",
        email: "jane@example.com",
        phone: "0400123456",
      },
      ["companyName", "firstName", "lastName"],
    ],
    ["lender", lenderUpdateSchema, { name: "Acme Capital" }, ["name"]],
  ];
  for (const [label, schema, valid, fields] of cases) {
    for (const field of fields) {
      it(`${label}: ${field}`, () => {
        expect(schema.safeParse(valid).success).toBe(true);
        const result = schema.safeParse({ ...valid, [field]: forged });
        expect(result.success).toBe(false);
        expect(result.error?.issues.some((i) => i.path[0] === field)).toBe(true);
      });
    }
  }
  it("the lender form's name too", () => {
    expect(
      lenderInputSchema
        .safeParse({ name: forged })
        .error?.issues.some((i) => i.path[0] === "name" && i.message === NAME_MESSAGE),
    ).toBe(true);
  });
});

describe("NUL in the other text fields", () => {
  it.each([
    [contactSchema, { name: "Jane", email: "jane@example.com", subject: "Hi", message: "Hel\u0000lo" }, "message"],
    [leadUpdateSchema, { notes: "a\u0000" }, "notes"],
    [newsletterSchema, { email: "jane\u0000@example.com" }, "email"],
  ])("is refused (%#)", (schema, value, field) => {
    const r = schema.safeParse(value);
    expect(r.success).toBe(false);
    expect(r.error?.issues.some((i) => i.path[0] === field)).toBe(true);
  });
  it("e-mail and phone refuse NUL and controls with their own message", () => {
    // The form shows the e-mail message (validationError drops the repeat).
    expect(new Set(messages(emailSchema.safeParse("jane\u0000@example.com")))).toEqual(
      new Set(["Please enter a valid email address"]),
    );
    expect(emailSchema.safeParse("jane\u0001@example.com").success).toBe(false);
    expect(auPhoneSchema.safeParse("0400\u0000123456").success).toBe(false);
  });
});

describe("ids and values in a page's address (issue #39 item 6)", () => {
  it("parseRecordId takes an id by the API's rule, and nothing else", () => {
    expect(parseRecordId("cmabc123xyz")).toBe("cmabc123xyz");
    for (const bad of ["", "\u0000", "ab\u0000c", "\ud800", "a\nb", "x".repeat(101), undefined, ["a", "b"], 7])
      expect(parseRecordId(bad), JSON.stringify(bad)).toBeUndefined();
  });

  it("allStorable and storableOnly judge every value, repeated ones included", () => {
    expect(allStorable({ id: "abc", tags: ["a", "b"], none: undefined })).toBe(true);
    expect(allStorable({ id: "\u0000" })).toBe(false);
    expect(allStorable({ tags: ["a", "b\udc00"] })).toBe(false);
    expect(storableOnly({ application: "\u0000", tab: "documents", q: ["a", "\u0000"] })).toEqual({ tab: "documents" });
  });
});
