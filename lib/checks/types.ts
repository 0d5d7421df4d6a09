import type { CompanySubject, ConsentEvidence, PersonSubject } from "@/lib/credit";

/**
 * Identity, screening and PPSR adapters (issue 33, ADR 071). Each real service (a DVS gateway such as
 * GreenID or illion's, a PEP/sanctions list such as Dow Jones or Refinitiv, the PPSR's B2G channel)
 * implements one of these in its own file; the fakes in ./fakes.ts stand in for tests and local runs.
 * A service that fails or times out throws CheckUnavailableError (lib/credit): the job retries.
 */

/** A person with the identity document they gave (a driver licence on the full application). */
export interface IdentitySubject extends PersonSubject {
  document: { type: "driver_licence"; number: string; state: string | null } | null;
}

export interface IdentityResult {
  /** verified: the document is on record and name and date of birth match it; not_verified otherwise. */
  outcome: "verified" | "not_verified";
  /** What the document service said about each element. */
  matches: { document: boolean; name: boolean; dateOfBirth: boolean };
  reference: string;
}

export interface IdentityVerifier {
  readonly id: string;
  readonly label: string;
  verify(person: IdentitySubject, consent: ConsentEvidence): Promise<IdentityResult>;
}

export interface ScreeningHit {
  list: "PEP" | "sanctions" | "adverse media";
  name: string;
  detail: string;
}

export interface ScreeningResult {
  outcome: "clear" | "possible_match";
  hits: ScreeningHit[];
  reference: string;
}

export interface ScreeningService {
  readonly id: string;
  readonly label: string;
  screen(person: PersonSubject, consent: ConsentEvidence): Promise<ScreeningResult>;
}

export interface SecurityInterest {
  registrationNumber: string;
  securedParty: string;
  /** PPSR collateral class: all PAAP, motor vehicle, other goods, account … */
  collateralClass: string;
  registeredOn: string;
  /** An all-present-and-after-acquired-property registration: a general security over the business. */
  allPaap: boolean;
}

export interface PpsrResult {
  registrations: SecurityInterest[];
  searchedOn: string;
  reference: string;
}

export interface PpsrService {
  readonly id: string;
  readonly label: string;
  search(company: CompanySubject): Promise<PpsrResult>;
}
