/**
 * How complete a full application is: a percentage and, in plain words, what is still missing.
 * Pure: it reads facts (what is on file), not the database, so the same rules serve the portal's
 * progress bar and the readiness gate (missing.ts).
 */
import type { AddressValues } from "./schema";

/** Stored rows hold plain strings; the schema narrows them on input. */
type AddressFacts = Record<keyof AddressValues, string>;

export interface DirectorFacts {
  fullName: string;
  hasDateOfBirth: boolean;
  address: AddressFacts;
  hasLicenceNumber: boolean;
  licenceState: string;
  ownershipPercent: string;
}

export interface FullApplicationFacts {
  business: {
    entityType: string;
    acn: string;
    tradingAddress: AddressFacts;
    gstRegistered: string;
    industry: string;
    yearsAtAddress: string;
  };
  directors: DirectorFacts[];
  hasExistingDebts: string;
  debtCount: number;
  purpose: { detail: string; useOfFunds: string };
}

export interface Completeness {
  /** 0-100, whole. */
  percent: number;
  /** Human words, in form order; empty when complete. */
  missing: string[];
}

const filled = (v: string) => v.trim() !== "";
export const addressComplete = (a: AddressFacts) =>
  filled(a.street) && filled(a.suburb) && filled(a.state) && filled(a.postcode);

export function completeness(f: FullApplicationFacts): Completeness {
  const checks: [boolean, string][] = [
    [filled(f.business.entityType), "Entity type"],
    ...(f.business.entityType === "company" ? [[filled(f.business.acn), "ACN"] as [boolean, string]] : []),
    [addressComplete(f.business.tradingAddress), "Trading address"],
    [filled(f.business.gstRegistered), "GST registration"],
    [filled(f.business.industry), "Industry"],
    [filled(f.business.yearsAtAddress), "Years at the trading address"],
    [f.directors.length > 0, "At least one director or guarantor"],
  ];
  f.directors.forEach((d, i) => {
    const who = d.fullName.trim() || `director ${i + 1}`;
    checks.push(
      [d.hasDateOfBirth, `Date of birth of ${who}`],
      [addressComplete(d.address), `Residential address of ${who}`],
      [d.hasLicenceNumber && filled(d.licenceState), `Driver licence of ${who}`],
      [filled(d.ownershipPercent), `Ownership percentage of ${who}`],
    );
  });
  checks.push([filled(f.hasExistingDebts), "Whether the business has existing debts"]);
  if (f.hasExistingDebts === "yes") checks.push([f.debtCount > 0, "Details of the existing debts"]);
  checks.push(
    [filled(f.purpose.detail), "Purpose detail"],
    [filled(f.purpose.useOfFunds), "How the funds will be used"],
  );
  const done = checks.filter(([ok]) => ok).length;
  return {
    percent: Math.floor((done / checks.length) * 100),
    missing: checks.filter(([ok]) => !ok).map(([, what]) => what),
  };
}
