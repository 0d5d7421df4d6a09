/**
 * Australian Business Number checks. The checksum is the ATO's published algorithm, so a typo is
 * caught before any register lookup is attempted.
 */

const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/**
 * The demo ABN the lookup accepts locally (spec section 7). It deliberately fails the checksum,
 * so it can never collide with a real business.
 */
export const DEMO_ABN = "12345678901";
/** The business the demo ABN answers where demo sign-ins are on (POST /api/abn-lookup). */
export const DEMO_BUSINESS = "Demo Business Pty Ltd";

/** People paste ABNs with spaces ("51 824 753 556"); only the digits matter. */
export function normalizeAbn(value: string): string {
  return value.replace(/\s+/g, "");
}

function weightedSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) {
    // The ATO algorithm subtracts 1 from the leading digit before weighting.
    const d = Number(digits[i]) - (i === 0 ? 1 : 0);
    sum += d * WEIGHTS[i]!;
  }
  return sum;
}

export function isValidAbn(value: string): boolean {
  const abn = normalizeAbn(value);
  // Real ABNs start 10-99; a leading 0 would make the first weighted digit -1.
  if (!/^[1-9]\d{10}$/.test(abn)) return false;
  return weightedSum(abn) % 89 === 0;
}

/** The wizard's ABN messages: one rule, checked where it is typed and again by the server (issue #37). */
export const ABN_MESSAGES = {
  format: "Enter the 11 digits of your ABN (for example 51 824 753 556)",
  checksum: "This ABN's check digits don't add up — please check it",
} as const;

/**
 * Why an ABN answer cannot be used, or null when it can (an empty answer is allowed: the ABN is
 * optional). Format first (11 digits, spaces allowed), then the ATO's modulus-89 checksum, so the
 * applicant is told which of the two is wrong. Shared by the wizard's step 7 and the server's schema.
 */
export function abnProblem(value: string | null | undefined): string | null {
  const abn = normalizeAbn(value ?? "");
  if (abn === "") return null;
  if (!/^[1-9]\d{10}$/.test(abn)) return ABN_MESSAGES.format;
  return isValidAbn(abn) ? null : ABN_MESSAGES.checksum;
}

/** "NN NNN NNN NNN"; partial input is grouped progressively, so it also formats as typed. */
export function formatAbn(value: string): string {
  const digits = value.replace(/\D+/g, "").slice(0, 11);
  const groups = [digits.slice(0, 2), digits.slice(2, 5), digits.slice(5, 8), digits.slice(8, 11)];
  return groups.filter(Boolean).join(" ");
}

const BODY_SPACE = 1_000_000_000;
// Coprime with 10^9, so seeds 0..999,999,999 map to distinct bodies that do not look sequential.
const SCRAMBLE_MULTIPLIER = 104_729;
const SCRAMBLE_OFFSET = 314_159_265;

/**
 * A valid ABN from a whole-number seed, for fictional registers and fixtures. The nine-digit body
 * comes from the seed; the two leading check digits are the first prefix 10-99 that satisfies the
 * checksum. One always exists: prefixes 10-99 move the weighted sum through 90 consecutive values,
 * which covers every remainder mod 89.
 */
export function generateValidAbn(seed: number): string {
  if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError("seed must be a non-negative whole number");
  const bodyNumber = ((seed % BODY_SPACE) * SCRAMBLE_MULTIPLIER + SCRAMBLE_OFFSET) % BODY_SPACE;
  const body = String(bodyNumber).padStart(9, "0");
  for (let prefix = 10; prefix <= 99; prefix++) {
    const candidate = `${prefix}${body}`;
    if (weightedSum(candidate) % 89 === 0) return candidate;
  }
  throw new Error("unreachable: every ABN body has a check prefix");
}
