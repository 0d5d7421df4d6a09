/**
 * Australian addresses: the eight states and territories and the postcode ranges Australia Post
 * allocates to each (street and PO box ranges), so a postcode that belongs to another state is
 * caught before a lender sees it.
 */
export const AU_STATES = [
  { value: "NSW", label: "New South Wales" },
  { value: "VIC", label: "Victoria" },
  { value: "QLD", label: "Queensland" },
  { value: "WA", label: "Western Australia" },
  { value: "SA", label: "South Australia" },
  { value: "TAS", label: "Tasmania" },
  { value: "ACT", label: "Australian Capital Territory" },
  { value: "NT", label: "Northern Territory" },
] as const;

export type AuState = (typeof AU_STATES)[number]["value"];

const POSTCODE_RANGES: Record<AuState, readonly (readonly [number, number])[]> = {
  NSW: [
    [1000, 1999],
    [2000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  WA: [[6000, 6999]],
  TAS: [[7000, 7999]],
  NT: [[800, 999]],
};

export const isAuState = (value: string): value is AuState => AU_STATES.some((s) => s.value === value);

export const isPostcodeShape = (value: string) => /^\d{4}$/.test(value);

/** Does a four-digit postcode belong to the state or territory? */
export function postcodeMatchesState(postcode: string, state: string): boolean {
  if (!isPostcodeShape(postcode) || !isAuState(state)) return false;
  const n = Number(postcode);
  return POSTCODE_RANGES[state].some(([from, to]) => n >= from && n <= to);
}

export const stateLabel = (value: string | null | undefined) =>
  AU_STATES.find((s) => s.value === value)?.label ?? value ?? "";
