import { createHash } from "node:crypto";

/**
 * Bureau files (issue 33, ADR 071): the company's commercial file with its ASIC extract, and each
 * director's consumer file. A bureau gives them only against a recorded consent, which the adapter
 * is handed and checks itself; no consent, no file ({@link ConsentRequiredError}).
 */

/** Score bands, named like the wizard's credit profiles so staff can compare the two. */
export type CreditBand = "excellent" | "good" | "fair" | "poor";

export function bandForScore(score: number): CreditBand {
  if (score >= 750) return "excellent";
  if (score >= 650) return "good";
  if (score >= 550) return "fair";
  return "poor";
}

/** The consent a file request relies on: when it was given and the notice version shown. */
export interface ConsentEvidence {
  givenAt: Date;
  noticeVersion: string;
}

export interface CompanySubject {
  name: string;
  abn: string | null;
  acn: string | null;
  /** The directors the application names. A real bureau reads ASIC's; the fake echoes these. */
  namedDirectors?: string[];
}

export interface PersonSubject {
  fullName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
}

export interface Enquiry {
  date: string;
  enquirer: string;
  amountCents: number | null;
}

export interface DefaultListing {
  date: string;
  creditor: string;
  amountCents: number;
  /** outstanding | paid */
  status: "outstanding" | "paid";
}

export interface CourtAction {
  date: string;
  court: string;
  plaintiff: string;
  amountCents: number;
}

export interface AsicExtract {
  registeredOn: string;
  /** registered | deregistered | external_administration */
  status: "registered" | "deregistered" | "external_administration";
  directors: string[];
}

export interface CommercialFile {
  score: number;
  band: CreditBand;
  enquiries: Enquiry[];
  defaults: DefaultListing[];
  courtActions: CourtAction[];
  asic: AsicExtract;
  reference: string;
}

export interface ConsumerFile {
  score: number;
  band: CreditBand;
  enquiries: Enquiry[];
  defaults: DefaultListing[];
  reference: string;
}

/** The bureau (or any check adapter) was asked without a recorded consent: refused, never queried. */
export class ConsentRequiredError extends Error {
  constructor(subject: string) {
    super(`No consent is recorded for ${subject}: the check was not run.`);
    this.name = "ConsentRequiredError";
  }
}

/** A bureau or check service that failed or timed out: the job retries; nothing is decided meanwhile. */
export class CheckUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message);
    this.name = "CheckUnavailableError";
  }
}

export function assertConsent(consent: ConsentEvidence | null | undefined, subject: string): ConsentEvidence {
  if (!consent || !consent.noticeVersion || !(consent.givenAt instanceof Date)) throw new ConsentRequiredError(subject);
  return consent;
}

const normalise = (s: string | null) => (s ?? "").trim().toLowerCase().replace(/\s+/g, " ");

/** A deterministic stream of numbers from a subject key (no data leaves the server). */
function stream(key: string) {
  const digest = createHash("sha256").update(key).digest();
  let i = 0;
  const byte = () => digest[i++ % digest.length]!;
  return {
    digest,
    /** A whole number in [min, max]. */
    int: (min: number, max: number) => min + (((byte() << 8) | byte()) % (max - min + 1)),
    ref: () => `FAKE-${digest.toString("hex").slice(0, 12).toUpperCase()}`,
  };
}

const CREDITORS = ["Telstra", "Origin Energy", "Coates Hire", "Reece Plumbing", "Bidfood", "Officeworks"];
const ENQUIRERS = ["Prospa", "Moula", "Judo Bank", "Westpac", "Pepper Money", "Bizcap", "Shift"];
const COURTS = ["NSW Local Court", "VIC Magistrates' Court", "QLD Magistrates Court"];

/** A day `daysBack` before `today`, YYYY-MM-DD. */
const before = (today: Date, daysBack: number) =>
  new Date(today.getTime() - daysBack * 86_400_000).toISOString().slice(0, 10);

/** The fake's commercial file: the same company always gets the same file; poorer scores carry more adverse items. */
export function fakeCommercialFile(company: CompanySubject, today = new Date()): CommercialFile {
  const directors = company.namedDirectors ?? [];
  const r = stream(`commercial|${normalise(company.abn)}|${normalise(company.name)}`);
  const score = 300 + (r.digest.readUInt32BE(0) % 601);
  const adverse = score < 550 ? 2 : score < 650 ? 1 : 0;
  const enquiries = Array.from({ length: r.int(0, 3) + adverse }, (_, k) => ({
    date: before(today, r.int(10, 700)),
    enquirer: ENQUIRERS[(r.int(0, 100) + k) % ENQUIRERS.length]!,
    amountCents: r.int(20, 300) * 100_000,
  }));
  const defaults = Array.from({ length: adverse }, (_, k) => ({
    date: before(today, r.int(60, 1500)),
    creditor: CREDITORS[(r.int(0, 100) + k) % CREDITORS.length]!,
    amountCents: r.int(4, 90) * 10_000,
    status: (k === 0 && adverse < 2 ? "paid" : "outstanding") as DefaultListing["status"],
  }));
  const courtActions =
    adverse >= 2
      ? [
          {
            date: before(today, r.int(30, 900)),
            court: COURTS[r.int(0, COURTS.length - 1)]!,
            plaintiff: CREDITORS[r.int(0, CREDITORS.length - 1)]!,
            amountCents: r.int(5, 60) * 100_000,
          },
        ]
      : [];
  return {
    score,
    band: bandForScore(score),
    enquiries,
    defaults,
    courtActions,
    asic: {
      registeredOn: before(today, r.int(200, 5000)),
      status: "registered",
      directors: directors.length ? directors : ["(no directors named on the file)"],
    },
    reference: r.ref(),
  };
}

/** The fake's consumer file for one person, deterministic per name and date of birth. */
export function fakeConsumerFile(person: PersonSubject, today = new Date()): ConsumerFile {
  const r = stream(`consumer|${normalise(person.fullName)}|${person.dateOfBirth ?? ""}`);
  const score = 300 + (r.digest.readUInt32BE(0) % 901) * (600 / 900);
  const rounded = Math.round(score);
  const adverse = rounded < 550 ? 1 : 0;
  return {
    score: rounded,
    band: bandForScore(rounded),
    enquiries: Array.from({ length: r.int(0, 4) }, () => ({
      date: before(today, r.int(10, 700)),
      enquirer: ENQUIRERS[r.int(0, ENQUIRERS.length - 1)]!,
      amountCents: r.int(5, 500) * 100_000,
    })),
    defaults: Array.from({ length: adverse }, () => ({
      date: before(today, r.int(60, 1500)),
      creditor: CREDITORS[r.int(0, CREDITORS.length - 1)]!,
      amountCents: r.int(3, 40) * 10_000,
      status: "outstanding" as const,
    })),
    reference: r.ref(),
  };
}
