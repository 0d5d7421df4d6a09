import { createHash } from "node:crypto";

/** Who a soft enquiry is about: the business and the person applying for it. */
export interface CreditSubject {
  businessName: string;
  abn: string | null;
  firstName: string;
  lastName: string;
}

/** Score bands, named like the wizard's credit profiles so staff can compare the two. */
export type CreditBand = "excellent" | "good" | "fair" | "poor";

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
}

export function bandForScore(score: number): CreditBand {
  if (score >= 750) return "excellent";
  if (score >= 650) return "good";
  if (score >= 550) return "fair";
  return "poor";
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
};
