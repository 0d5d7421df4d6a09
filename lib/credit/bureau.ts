import { createHash } from "node:crypto";
import {
  assertConsent,
  bandForScore,
  fakeCommercialFile,
  fakeConsumerFile,
  type CommercialFile,
  type CompanySubject,
  type ConsentEvidence,
  type ConsumerFile,
  type CreditBand,
  type PersonSubject,
} from "./files";

export { bandForScore, type CreditBand } from "./files";

/** Who a soft enquiry is about: the business and the person applying for it. */
export interface CreditSubject {
  businessName: string;
  abn: string | null;
  firstName: string;
  lastName: string;
}

export interface SoftCheckResult {
  score: number;
  band: CreditBand;
  /** The bureau's own reference for the enquiry. */
  reference: string;
}

/**
 * A credit bureau. Only soft enquiries exist here: they do not affect the subject's credit score.
 * Hard enquiries are the lender's, with the applicant's separate consent when they proceed.
 */
export interface CreditBureau {
  /** Stored with every check. */
  readonly id: string;
  /** How the applicant's e-mail names it. */
  readonly label: string;
  softCheck(subject: CreditSubject): Promise<SoftCheckResult>;
  /**
   * The company's commercial file with its ASIC extract (ADR 071). Refuses without the consent
   * recorded for the company (ConsentRequiredError); a bureau that fails throws CheckUnavailableError.
   */
  commercialFile(company: CompanySubject, consent: ConsentEvidence): Promise<CommercialFile>;
  /** One director's or guarantor's consumer file, only against that person's own recorded consent. */
  consumerFile(person: PersonSubject, consent: ConsentEvidence): Promise<ConsumerFile>;
}

const normalise = (s: string | null) => (s ?? "").trim().toLowerCase().replace(/\s+/g, " ");

/**
 * The built-in stand-in bureau for tests and the demo: the same subject always gets the same score
 * (300-900, from a hash of the subject), so results are reproducible and no data leaves the server.
 * A real bureau's adapter implements the same interface and is chosen in ./index.ts.
 */
export const fakeBureau: CreditBureau = {
  id: "fake",
  label: "our demonstration credit bureau (a simulated result)",
  async softCheck(subject) {
    const key = [subject.abn, subject.businessName, subject.firstName, subject.lastName].map(normalise).join("|");
    const digest = createHash("sha256").update(key).digest();
    const score = 300 + (digest.readUInt32BE(0) % 601);
    return { score, band: bandForScore(score), reference: `FAKE-${digest.toString("hex").slice(0, 12).toUpperCase()}` };
  },
  async commercialFile(company, consent) {
    assertConsent(consent, company.name);
    return fakeCommercialFile(company);
  },
  async consumerFile(person, consent) {
    assertConsent(consent, person.fullName);
    return fakeConsumerFile(person);
  },
};
