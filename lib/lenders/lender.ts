/**
 * The lender shape, once: derived from the Lender model Prisma generates from prisma/schema.prisma,
 * so a new column reaches the seed data, matching and the admin form's schema through the compiler.
 */
import type { Prisma } from "@/lib/db";

/** A Lender row as the database holds it. */
export type LenderRow = Prisma.LenderModel;

export const LENDER_TIERS = ["prime", "near_prime", "alt_doc"] as const;
export type LenderTier = (typeof LENDER_TIERS)[number];
/** Each tier in words, wherever a person reads it (the admin panel, the lender descriptions). */
export const LENDER_TIER_LABELS: Record<LenderTier, string> = {
  prime: "Prime",
  near_prime: "Near-prime",
  alt_doc: "Alt-doc",
};

/** The columns the database fills in itself, or that start with a default. */
type Bookkeeping = "id" | "active" | "createdAt" | "updatedAt";

/**
 * How the lender is worked after matching (issue 16): submission driver and commission terms. Each
 * starts with a database default, so seeds and forms may leave them out.
 */
export type LenderOperations =
  | "driver"
  | "submissionEmail"
  | "creditEnquiry"
  | "commissionRateBps"
  | "trailRateBps"
  | "trailBasis"
  | "clawbackSchedule"
  | "commissionPaidOn"
  | "remittanceMapping";

/**
 * Issue 33 item 3 (ADR 068): where, to whom and against what security the lender lends, and its
 * serviceability limits on bank data. Each starts with a database default (all states, all entity
 * types, unsecured, 25% of inflows, no minimum balance, two dishonours), so seeds may leave them out.
 */
export type LenderRules =
  | "states"
  | "entityTypes"
  | "securedFromAmount"
  | "securityKind"
  | "maxRepaymentShareBps"
  | "minAverageBalanceCents"
  | "maxDishonours90d";

/** A lender as the panel data seeds it and the admin form creates it: every column but the bookkeeping. */
export type LenderSeed = Omit<LenderRow, Bookkeeping | "tier" | "description" | LenderOperations | LenderRules> &
  Partial<Pick<LenderRow, LenderRules>> &
  // The JSON terms (clawback schedule, remittance mapping) are set by admin, never seeded.
  Partial<Pick<LenderRow, Exclude<LenderOperations, "clawbackSchedule" | "remittanceMapping">>> & {
    tier: LenderTier;
    description: string;
  };

/**
 * What matching reads: the criteria and pricing. A row, a seed and a form's values all fit; without
 * an id a lender is known by its slug, and only `active: false` leaves it out.
 */
export type MatchableLender = Omit<LenderRow, Bookkeeping | "description" | LenderOperations | LenderRules> &
  Partial<Pick<LenderRow, "id" | "active" | LenderRules>>;

export const SECURITY_KINDS = ["gsa", "asset", "property"] as const;
export type SecurityKind = (typeof SECURITY_KINDS)[number];
