/**
 * Bureau, identity, screening and PPSR checks on an application (issue 33, ADR 071): a consent per
 * person, the adapters (fakes by default), jobs that retry a failing service, results encrypted at
 * rest, and the staff and owner views of them. Other domains import from here.
 */
export {
  CHECK_NOTICE_VERSION,
  COMPANY_KINDS,
  PERSON_KINDS,
  recordConsent,
  rerunCheck,
  RUN_JOB,
  type CheckKind,
} from "./consents";
export { checkProviders, setCheckProvidersForTests, type CheckProviders } from "./providers";
export { runCheck, sweepChecks, MAX_ATTEMPTS, CHECK_TIMEOUT_MS } from "./run";
export { checkSubjects, COMPANY, personKey } from "./subjects";
export { KIND_TITLES, plainCheck, identityNextStep, type CheckRecord, type PlainCheck } from "./plain";
export { ownerChecks, staffChecks } from "./view";
export type {
  IdentityResult,
  IdentitySubject,
  IdentityVerifier,
  PpsrResult,
  PpsrService,
  ScreeningResult,
  ScreeningService,
  SecurityInterest,
} from "./types";
