import { createHash } from "node:crypto";
import { assertConsent } from "@/lib/credit";
import type { IdentityVerifier, PpsrService, ScreeningService, SecurityInterest } from "./types";

/**
 * Deterministic stand-ins (ADR 071), so tests, the demo and the Playwright journey see the same
 * answers for the same person or company, and nothing leaves the server:
 * - identity: a licence number ending in 9 is "not on record" (about one person in ten fails, and a
 *   test can make one fail); a missing date of birth cannot match; otherwise verified.
 * - screening: a possible PEP match for the names in PEP_NAMES; everyone else is clear.
 * - PPSR: 0-3 registrations from a hash of the ABN; a company name ending in "--secured" always has
 *   a general security (all PAAP) registered by a lender.
 */
const digest = (key: string) => createHash("sha256").update(key.trim().toLowerCase()).digest();
const reference = (key: string) => `FAKE-${digest(key).toString("hex").slice(0, 12).toUpperCase()}`;

export const fakeIdentityVerifier: IdentityVerifier = {
  id: "fake-dvs",
  label: "our demonstration document verification service (a simulated result)",
  async verify(person, consent) {
    assertConsent(consent, person.fullName);
    const number = person.document?.number.replace(/\s+/g, "") ?? "";
    const onRecord = number.length >= 6 && !number.endsWith("9");
    const dob = onRecord && person.dateOfBirth !== null;
    return {
      outcome: onRecord && dob ? "verified" : "not_verified",
      matches: { document: onRecord, name: onRecord, dateOfBirth: dob },
      reference: reference(`dvs|${number}|${person.fullName}`),
    };
  },
};

/** Names the fake screen reports as a possible politically exposed person. */
export const PEP_NAMES = ["Pat Exposed", "Morgan Minister"];

export const fakeScreeningService: ScreeningService = {
  id: "fake-screening",
  label: "our demonstration PEP and sanctions screen (a simulated result)",
  async screen(person, consent) {
    assertConsent(consent, person.fullName);
    const hit = PEP_NAMES.find((n) => n.toLowerCase() === person.fullName.trim().toLowerCase());
    return {
      outcome: hit ? "possible_match" : "clear",
      hits: hit
        ? [{ list: "PEP", name: hit, detail: "Domestic PEP list: a local council member of the same name." }]
        : [],
      reference: reference(`screen|${person.fullName}|${person.dateOfBirth ?? ""}`),
    };
  },
};

const PARTIES = ["Prospa Advance Pty Ltd", "Westpac Banking Corporation", "Toyota Finance Australia", "Coates Hire"];
const CLASSES = ["Other goods", "Motor vehicle", "All present and after-acquired property"];

export const fakePpsrService: PpsrService = {
  id: "fake-ppsr",
  label: "our demonstration PPSR search (a simulated result)",
  async search(company) {
    const d = digest(`ppsr|${company.abn ?? ""}|${company.name}`);
    const secured = company.name.trim().toLowerCase().endsWith("--secured");
    const count = secured ? 1 : d[0]! % 4;
    const registrations: SecurityInterest[] = Array.from({ length: count }, (_, k) => {
      const collateralClass = secured ? CLASSES[2]! : CLASSES[d[k + 1]! % CLASSES.length]!;
      return {
        registrationNumber: String(2_000_000_000_000 + d.readUInt32BE(k + 2)).slice(0, 13),
        securedParty: secured ? PARTIES[0]! : PARTIES[d[k + 5]! % PARTIES.length]!,
        collateralClass,
        registeredOn: `20${20 + (d[k + 9]! % 6)}-${String(1 + (d[k + 10]! % 12)).padStart(2, "0")}-${String(1 + (d[k + 11]! % 28)).padStart(2, "0")}`,
        allPaap: collateralClass === CLASSES[2],
      };
    });
    return {
      registrations,
      searchedOn: new Date().toISOString().slice(0, 10),
      reference: reference(`ppsr|${company.abn}`),
    };
  },
};
