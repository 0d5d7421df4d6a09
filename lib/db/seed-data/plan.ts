/** The demo data's plan: which statuses are seeded, the paths they walked, and the value pools. */
import { APPLICATION_STATUSES } from "@/lib/applications/client";
import type { ApplicationStatus } from "../generated/client";

/** The lifecycle path each seeded status walked, for its status history: the forward path after draft. */
const PATH: readonly ApplicationStatus[] = APPLICATION_STATUSES.slice(1, 7);
export const pathTo = (status: ApplicationStatus): ApplicationStatus[] => {
  if (status === "declined") return ["submitted", "under_review", "declined"];
  if (status === "withdrawn") return ["submitted", "withdrawn"];
  if (status === "draft") return [];
  return PATH.slice(0, PATH.indexOf(status) + 1);
};

// A small deterministic generator: the same demo data on every machine.
export function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

export const STATUS_PLAN: ApplicationStatus[] = [
  "submitted",
  "under_review",
  "lender_matching",
  "offers_presentation",
  "approved",
  "settled",
  "declined",
  "settled",
  "submitted",
  "under_review",
  "settled",
  "approved",
  "withdrawn",
  "offers_presentation",
  "lender_matching",
  "submitted",
  "draft",
  "settled",
  "under_review",
  "declined",
  "submitted",
  "approved",
  "settled",
  "under_review",
  "offers_presentation",
  "submitted",
  "settled",
  "lender_matching",
  "under_review",
  "submitted",
  "approved",
  "settled",
  "submitted",
  "under_review",
  "declined",
  "settled",
];
export const PURPOSES = ["inventory", "payroll", "equipment", "growth", "cashflow", "other"];
export const CREDIT = ["excellent", "good", "good", "fair", "poor", "unsure"];
export const TIB = ["0-6m", "6m-1y", "1-2y", "2-5y", "5y+", "2-5y"];
export const TERMS = [12, 24, 36, 60];
export const DAY = 86_400_000;
