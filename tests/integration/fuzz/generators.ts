/**
 * Hostile input for the fuzz test, drawn from a seeded PRNG so every run sends the same requests
 * (a failure names its case number and can be replayed).
 */

import { FIELD_NAMES, nastyValue } from "./values";

/** mulberry32: tiny, fast, and good enough to pick cases. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
export type Rng = ReturnType<typeof prng>;

/** A valid value with a NUL or a line break slipped in: passes every other rule of its field. */
function tainted(r: Rng, value: unknown): unknown {
  if (typeof value !== "string") return nastyValue(r);
  const at = r.int(value.length + 1);
  return `${value.slice(0, at)}${r.pick(["\u0000", "\u0000", "\r\n", "\ud800", "\u0085"])}${value.slice(at)}`;
}

/** A valid body with one field replaced, or with hostile keys added. */
export function mutateBody(r: Rng, template: Record<string, unknown>): unknown {
  const keys = Object.keys(template);
  const copy: Record<string, unknown> = { ...template };
  const key = keys.length ? r.pick(keys) : r.pick(FIELD_NAMES);
  switch (r.int(6)) {
    case 0:
      delete copy[key];
      return copy;
    case 1:
      return JSON.parse(
        `{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}, ${JSON.stringify(copy).slice(1)}`,
      ) as unknown;
    case 2:
    case 3:
      copy[key] = tainted(r, copy[key]);
      return copy;
    default:
      copy[key] = nastyValue(r);
      return copy;
  }
}

/** A raw request body: not JSON, the wrong JSON, or a mutated valid body. */
export function nastyBody(
  r: Rng,
  template: Record<string, unknown> | undefined,
): { body: string | Uint8Array<ArrayBuffer>; contentType: string } {
  const json = (v: unknown) => ({ body: JSON.stringify(v), contentType: "application/json" });
  switch (r.int(12)) {
    case 0:
      return {
        body: r.pick([
          "{",
          '{"a":',
          "nul\u0000",
          "\u0000",
          "undefined",
          "{'single': 'quotes'}",
          "[1,2,",
          '"unterminated',
          '{"a":1}{"b":2}',
        ]),
        contentType: "application/json",
      };
    case 1:
      return {
        body: Uint8Array.from({ length: r.pick([1, 64, 4096]) }, () => r.int(256)),
        contentType: r.pick([
          "application/json",
          "application/octet-stream",
          "multipart/form-data",
          "multipart/form-data; boundary=x",
        ]),
      };
    case 2:
      return json(r.pick([null, 0, -1, true, "string", [], [{}], "\u0000", 1e309]));
    case 3:
      return {
        body: JSON.stringify(template ?? {}),
        contentType: r.pick(["text/plain", "application/x-www-form-urlencoded", "application/xml", ""]),
      };
    case 4: {
      const key = template
        ? r.pick(Object.keys(template).length ? Object.keys(template) : [...FIELD_NAMES])
        : r.pick(FIELD_NAMES);
      return json({ ...template, [key]: "Z".repeat(r.pick([100_000, 1_100_000])) });
    }
    case 5:
      return json(Object.fromEntries(Array.from({ length: 1 + r.int(6) }, () => [r.pick(FIELD_NAMES), nastyValue(r)])));
    default:
      return json(template ? mutateBody(r, template) : Object.fromEntries([[r.pick(FIELD_NAMES), nastyValue(r)]]));
  }
}

/** A path segment as it arrives decoded in params, including what Next would never decode. */
export function nastyParam(r: Rng, real: string[]): string {
  const real1 = real.length ? r.pick(real) : "x";
  return r.pick([
    `${real1}\u0000`,
    "\u0000",
    "%E0%A4%A",
    "%00",
    "%2e%2e%2f",
    "../../etc/passwd",
    "a".repeat(r.pick([200, 20_000])),
    "\ud800",
    " ",
    "",
    `${real1}'--`,
    "' OR 1=1 --",
    "null",
    "undefined",
    "0",
    "-1",
    "__proto__",
    "🚀",
    "Ｘ",
    `${real1}/extra`,
    real1.toUpperCase(),
  ]);
}

const asText = (v: unknown) => (typeof v === "string" ? v : (JSON.stringify(v) ?? "undefined"));

/** encodeURIComponent throws on an unpaired surrogate; a browser would send U+FFFD instead. */
function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "\ufffd"));
  }
}

/** Values that look right for a key but are not: impossible dates, forged cursors, absurd numbers. */
const NEAR_VALID: Record<string, string[]> = {
  from: ["2026-13-45", "2026-02-30", "2026-00-10", "2026-11-31", "0000-01-01", "2026-1-1", "2026-01-01T00:00:00Z"],
  to: ["2026-13-45", "2025-02-29", "9999-99-99", "2026-04-31", "1900-01-01"],
  month: ["2026-13", "2026-00", "0000-01", "2026-1", "2026-12-01"],
  cursor: [
    "%E0%A4%A",
    "eyJ4IjoxfQ",
    "WyJ4Il0",
    "WyJjcmVhdGVkQXQiLHsiZ3QiOjF9LCJpZCJd",
    "WyIyMDI2LTEzLTQ1VDAwOjAwOjAwWiIsIngiXQ",
    "A".repeat(300),
    "\u0000",
  ],
  limit: ["0", "-1", "1e9", "abc", "1.5", "101"],
  minAmount: ["1e309", "-5", "99999999999", "0x10", "Infinity"],
  maxAmount: ["NaN", "-0", "2147483648", "1e21"],
  sort: ["date;DROP", "amount\u0000", "__proto__"],
  risk: ["extreme", "LOW", ""],
  token: ["\u0000".repeat(12), "%E0%A4%A%E0%A4%A", "a".repeat(101)],
  format: ["pdf\u0000", "exe", "CSV"],
};

/** A query string: known and unknown keys with hostile values, repeated keys, raw malformed escapes. */
export function nastyQuery(r: Rng, keys: string[]): string {
  const parts: string[] = [];
  for (let i = 0, n = 1 + r.int(keys.length ? 6 : 3); i < n; i++) {
    // Mostly the keys the route reads, so the values meet its rules.
    const key = keys.length && r.int(6) ? r.pick(keys) : r.pick(FIELD_NAMES);
    const raw = r.int(3) === 0;
    // Raw: the escape goes into the URL as typed (%E0%A4%A, %00); otherwise properly encoded.
    const near = NEAR_VALID[key];
    if (near && r.int(2)) {
      parts.push(`${encode(key)}=${encode(r.pick(near))}`);
      continue;
    }
    const value = raw
      ? r.pick([
          "%E0%A4%A",
          "%00",
          "%",
          "%%",
          "%FF%FE",
          "%C0%AF",
          "2026-13-45",
          "2026-02-30",
          "+",
          "%2B%00",
          "eyJ4IjoxfQ",
          "WyJ4Il0",
        ])
      : encode(asText(nastyValue(r)).slice(0, 2_000));
    parts.push(`${encode(key)}=${value}`);
    if (r.int(5) === 0) parts.push(`${encode(key)}=${value}`);
  }
  return parts.join("&");
}
