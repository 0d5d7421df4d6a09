/** The hostile values and field names the fuzz generators draw from (seeded, see generators.ts). */
import type { Rng } from "./generators";

/** Strings that have broken parsers, drivers and templates somewhere. */
const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000".repeat(64),
  "\ud800",
  "x\udfffy",
  "\ud83d",
  "line\r\nBcc: victim@example.com",
  "\u2028\u2029",
  "\u202e\u2066",
  "%E0%A4%A",
  "%00",
  "%",
  "_",
  "%_%",
  "\\",
  "\\\\%",
  "'",
  '"',
  '\'; DROP TABLE "User"; --',
  "' OR '1'='1",
  "$(reboot)",
  "`id`",
  "{{7*7}}",
  "${7*7}",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "/dev/zero",
  "2026-13-45",
  "2026-02-30",
  "0000-00-00",
  "9999-99-99",
  "-1",
  "0",
  "1e309",
  "-0",
  "NaN",
  "Infinity",
  "9007199254740993",
  "0x1F",
  "１２３",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "prototype",
  "🚀",
  "Ｚａｌｇｏ̸̡̢",
  "ᚠᛇᚻ",
  "\t\b\f\v",
  "\u001b[31mred",
];

/** Values of every JSON type, including the ones no schema expects. */
export function nastyValue(r: Rng): unknown {
  switch (r.int(16)) {
    case 0:
      return r.pick([0, -1, 1.5, -0, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 123456789012]);
    case 1:
      return r.pick([true, false, null]);
    case 2:
      return [];
    case 3:
      return r.pick([["\u0000"], [1, "a", null, {}], Array.from({ length: 500 }, (_, i) => i)]);
    case 4:
      return r.pick<unknown>([
        {},
        { $gt: "" },
        { contains: "%" },
        JSON.parse('{"__proto__": {"admin": true}}'),
        { toString: "x" },
      ]);
    case 5:
      return `${"A".repeat(r.pick([300, 5_000, 70_000]))}${r.pick(["", "\u0000"])}`;
    case 6:
      return nested(r.pick([20, 200, 2_000]));
    case 7:
    case 8:
    case 9:
      // PostgreSQL cannot store a NUL: the most common way input reached a 500.
      return r.pick(["\u0000", "a\u0000", "Jane\u0000Citizen", "\u0000@example.com", "2026-01-01\u0000", "cm\u0000id"]);
    default:
      return r.pick(NASTY_STRINGS);
  }
}

function nested(depth: number): unknown {
  let v: unknown = "deep";
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Field names the app's schemas use, for bodies and query strings that look almost right. */
export const FIELD_NAMES = [
  "email",
  "name",
  "firstName",
  "lastName",
  "companyName",
  "businessName",
  "contactName",
  "company",
  "phone",
  "subject",
  "message",
  "content",
  "notes",
  "status",
  "decision",
  "reason",
  "version",
  "applicationId",
  "documentType",
  "token",
  "cursor",
  "from",
  "to",
  "q",
  "sort",
  "risk",
  "limit",
  "month",
  "format",
  "actorId",
  "entity",
  "partnerId",
  "minAmount",
  "maxAmount",
  "amount",
  "term",
  "purpose",
  "idempotencyKey",
  "referralCode",
  "leadId",
  "abnNumber",
  "role",
  "active",
  "resetTwoFactor",
  "notifyByEmail",
  "isAiGenerated",
  "slug",
  "products",
  "source",
  "website",
  "hp",
  "callbackUrl",
] as const;
