/**
 * The lender panel, as data (fictional lenders). Criteria and pricing live in the Lender table;
 * this list seeds it. Bands follow the spec's marketing figures: Prime 6.9-9.9%,
 * Near-prime 9.9-14.9%, Alt-doc 12.9-24.9%.
 */

export type LenderTier = "prime" | "near_prime" | "alt_doc";

export interface LenderSeed {
  slug: string;
  name: string;
  description: string;
  tier: LenderTier;
  products: string[];
  minAmount: number;
  maxAmount: number;
  minTermMonths: number;
  maxTermMonths: number;
  minMonthlyTurnover: number;
  minMonthsInBusiness: number;
  acceptedCreditProfiles: string[];
  excludedIndustries: string[];
  excludedPurposes: string[];
  maxTurnoverMultiple: number | null;
  rateMinBps: number;
  rateMaxBps: number;
  establishmentFeeBps: number;
  minEstablishmentFee: number;
  speedHours: number;
}

const ALWAYS_EXCLUDED: string[] = [];
const PRIME_CREDIT = ["excellent", "good"];
const NEAR_CREDIT = ["excellent", "good", "fair", "unsure"];
const ALT_CREDIT = ["excellent", "good", "fair", "poor", "unsure"];

type Row = [
  name: string,
  tier: LenderTier,
  products: string,
  amount: [number, number],
  term: [number, number],
  minTurnover: number,
  minMonths: number,
  rate: [number, number],
  feeBps: number,
  speedHours: number,
  extra?: Partial<LenderSeed>,
];

const ROWS: Row[] = [
  [
    "Southern Cross Business Bank",
    "prime",
    "term_loan,line_of_credit",
    [50_000, 1_000_000],
    [12, 60],
    40_000,
    24,
    [690, 890],
    100,
    72,
  ],
  [
    "Harbourline Commercial",
    "prime",
    "term_loan,equipment",
    [100_000, 2_000_000],
    [24, 84],
    80_000,
    36,
    [720, 950],
    75,
    72,
    { maxTurnoverMultiple: 600 },
  ],
  ["Wattle Capital", "prime", "term_loan", [25_000, 500_000], [12, 60], 25_000, 24, [750, 990], 150, 48],
  [
    "Eureka Business Finance",
    "prime",
    "term_loan,working_capital",
    [30_000, 750_000],
    [12, 48],
    30_000,
    24,
    [790, 990],
    125,
    48,
    { excludedIndustries: ["agriculture"] },
  ],
  [
    "Banksia Equipment Finance",
    "prime",
    "equipment",
    [50_000, 2_000_000],
    [12, 84],
    30_000,
    24,
    [690, 940],
    100,
    48,
    { excludedPurposes: ["payroll", "cashflow"] },
  ],
  [
    "Kookaburra Commercial Lending",
    "prime",
    "term_loan,line_of_credit",
    [20_000, 750_000],
    [12, 36],
    20_000,
    24,
    [760, 980],
    125,
    72,
  ],
  [
    "Telstar Trade Finance",
    "prime",
    "trade,inventory",
    [50_000, 1_000_000],
    [12, 36],
    50_000,
    24,
    [710, 960],
    100,
    72,
    { excludedPurposes: ["payroll"] },
  ],
  [
    "Murray River Agribusiness",
    "prime",
    "term_loan,equipment",
    [50_000, 1_500_000],
    [12, 60],
    40_000,
    36,
    [700, 920],
    100,
    72,
    { excludedIndustries: ["technology"] },
  ],
  [
    "Flinders Working Capital",
    "near_prime",
    "working_capital,line_of_credit",
    [10_000, 500_000],
    [12, 24],
    15_000,
    12,
    [990, 1290],
    200,
    24,
    { maxTurnoverMultiple: 250 },
  ],
  ["Coral Coast Lending", "near_prime", "term_loan", [20_000, 400_000], [12, 36], 20_000, 12, [1050, 1390], 200, 48],
  [
    "Goldfields Business Credit",
    "near_prime",
    "term_loan,working_capital",
    [25_000, 600_000],
    [12, 60],
    25_000,
    12,
    [1090, 1490],
    175,
    48,
  ],
  [
    "Tasman Cashflow Finance",
    "near_prime",
    "working_capital,invoice",
    [10_000, 300_000],
    [12, 24],
    10_000,
    6,
    [1190, 1490],
    250,
    24,
    { maxTurnoverMultiple: 200 },
  ],
  [
    "Pinnacle SME Finance",
    "near_prime",
    "term_loan,line_of_credit",
    [50_000, 1_000_000],
    [12, 60],
    60_000,
    24,
    [990, 1350],
    150,
    48,
  ],
  [
    "Outback Equipment Co-op",
    "near_prime",
    "equipment",
    [20_000, 750_000],
    [12, 60],
    20_000,
    12,
    [1020, 1420],
    150,
    48,
    { excludedPurposes: ["payroll", "cashflow", "inventory"] },
  ],
  [
    "Blue Gum Business Loans",
    "near_prime",
    "term_loan",
    [10_000, 250_000],
    [12, 36],
    12_000,
    12,
    [1150, 1490],
    250,
    24,
  ],
  [
    "Meridian Merchant Finance",
    "near_prime",
    "working_capital,inventory",
    [15_000, 350_000],
    [12, 24],
    20_000,
    6,
    [1090, 1450],
    200,
    24,
    { excludedIndustries: ["construction"] },
  ],
  [
    "Capricorn Commercial",
    "near_prime",
    "term_loan,equipment",
    [40_000, 800_000],
    [24, 60],
    40_000,
    24,
    [1000, 1300],
    150,
    72,
  ],
  [
    "Sunburnt Country Capital",
    "near_prime",
    "term_loan",
    [20_000, 500_000],
    [12, 60],
    25_000,
    12,
    [1120, 1480],
    175,
    48,
    { excludedIndustries: ["technology"] },
  ],
  [
    "QuickFund Direct",
    "alt_doc",
    "working_capital",
    [10_000, 150_000],
    [12, 24],
    10_000,
    6,
    [1690, 2490],
    300,
    24,
    { maxTurnoverMultiple: 150 },
  ],
  [
    "Lygon Street Lending",
    "alt_doc",
    "working_capital,line_of_credit",
    [10_000, 250_000],
    [12, 36],
    10_000,
    6,
    [1490, 2290],
    300,
    24,
    { maxTurnoverMultiple: 200 },
  ],
  [
    "Redgum Alternative Finance",
    "alt_doc",
    "term_loan,working_capital",
    [20_000, 500_000],
    [12, 36],
    15_000,
    6,
    [1290, 1990],
    250,
    48,
  ],
  [
    "Nightjar Capital",
    "alt_doc",
    "working_capital",
    [10_000, 200_000],
    [12, 24],
    10_000,
    0,
    [1890, 2490],
    350,
    24,
    { maxTurnoverMultiple: 120 },
  ],
  ["Silver Wattle Credit", "alt_doc", "term_loan", [25_000, 400_000], [12, 60], 20_000, 6, [1390, 2190], 250, 48],
  [
    "Brolga Business Funding",
    "alt_doc",
    "working_capital,invoice",
    [10_000, 300_000],
    [12, 24],
    12_000,
    6,
    [1590, 2390],
    300,
    24,
    { excludedIndustries: ["agriculture"] },
  ],
  [
    "Ironbark Asset Finance",
    "alt_doc",
    "equipment",
    [15_000, 600_000],
    [12, 60],
    15_000,
    6,
    [1290, 1890],
    200,
    48,
    { excludedPurposes: ["payroll", "cashflow"] },
  ],
  [
    "Saltbush Short-Term Finance",
    "alt_doc",
    "working_capital",
    [10_000, 100_000],
    [12, 12],
    10_000,
    3,
    [1990, 2490],
    350,
    24,
    { maxTurnoverMultiple: 100 },
  ],
];

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/(^-|-$)/g, "");
}

const CREDIT_BY_TIER: Record<LenderTier, string[]> = {
  prime: PRIME_CREDIT,
  near_prime: NEAR_CREDIT,
  alt_doc: ALT_CREDIT,
};
const TIER_NAME: Record<LenderTier, string> = { prime: "Prime", near_prime: "Near-prime", alt_doc: "Alt-doc" };

export const LENDER_PANEL: LenderSeed[] = ROWS.map(
  ([name, tier, products, amount, term, minTurnover, minMonths, rate, feeBps, speedHours, extra]) => ({
    slug: slugify(name),
    name,
    description: `${TIER_NAME[tier]} lender: ${products.replace(/_/g, " ").replace(/,/g, ", ")}.`,
    tier,
    products: products.split(","),
    minAmount: amount[0],
    maxAmount: amount[1],
    minTermMonths: term[0],
    maxTermMonths: term[1],
    minMonthlyTurnover: minTurnover,
    minMonthsInBusiness: minMonths,
    acceptedCreditProfiles: CREDIT_BY_TIER[tier],
    excludedIndustries: [...ALWAYS_EXCLUDED, ...(extra?.excludedIndustries ?? [])],
    excludedPurposes: extra?.excludedPurposes ?? [],
    maxTurnoverMultiple: extra?.maxTurnoverMultiple ?? null,
    rateMinBps: rate[0],
    rateMaxBps: rate[1],
    establishmentFeeBps: feeBps,
    minEstablishmentFee: tier === "prime" ? 500 : tier === "near_prime" ? 350 : 250,
    speedHours,
  }),
);
