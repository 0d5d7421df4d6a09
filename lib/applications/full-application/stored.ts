/**
 * Stored rows ↔ form values and completeness facts, and the masked forms of identifiers. Pure (no
 * database, no keys): the rows come from store.ts, which also decrypts.
 */
import type { ApplicationDebt, ApplicationDetails, ApplicationDirector } from "@/lib/db";
import type { FullApplicationFacts } from "./completeness";
import type { FullApplicationValues } from "./schema";

/**
 * The encrypted columns' field names, used as additional authenticated data (a ciphertext copied
 * into the other column does not decrypt). Shared by store.ts and the demo seed.
 */
export const DOB_FIELD = "ApplicationDirector.dateOfBirth";
export const LICENCE_FIELD = "ApplicationDirector.licenceNumber";

export interface StoredFile {
  details: ApplicationDetails | null;
  directors: ApplicationDirector[];
  debts: ApplicationDebt[];
}

const yesNo = (v: boolean | null | undefined) => (v == null ? "" : v ? "yes" : "no");
const str = (v: string | number | null | undefined) => (v == null ? "" : String(v));

/** Form values from the stored rows; identifiers are left empty (they never go back to a form). */
export function valuesFromStored({ details: d, directors, debts }: StoredFile): FullApplicationValues {
  const values = {
    business: {
      entityType: str(d?.entityType),
      acn: str(d?.acn),
      tradingAddress: {
        street: str(d?.tradingStreet),
        suburb: str(d?.tradingSuburb),
        state: str(d?.tradingState),
        postcode: str(d?.tradingPostcode),
      },
      gstRegistered: yesNo(d?.gstRegistered),
      industry: str(d?.anzsicDivision),
      yearsAtAddress: str(d?.yearsAtAddress),
      website: str(d?.website),
    },
    directors: directors.map((r) => ({
      id: r.id,
      fullName: r.fullName,
      dateOfBirth: "",
      address: { street: str(r.street), suburb: str(r.suburb), state: str(r.state), postcode: str(r.postcode) },
      licenceNumber: "",
      licenceState: str(r.licenceState),
      ownershipPercent: str(r.ownershipPercent),
      guarantor: r.guarantor,
      email: str(r.email),
      mobile: str(r.mobile),
    })),
    hasExistingDebts: yesNo(d?.hasExistingDebts),
    debts: debts.map((r) => ({
      lender: r.lender,
      facilityType: r.facilityType,
      balance: String(r.balance),
      monthlyRepayment: (r.monthlyRepaymentCents / 100).toFixed(2),
      refinance: r.refinance,
    })),
    purpose: { detail: str(d?.purposeDetail), useOfFunds: str(d?.useOfFunds) },
  };
  // Every stored value passed the schema on the way in, so its narrow choices hold.
  return values as FullApplicationValues;
}

export function factsFromStored(file: StoredFile): FullApplicationFacts {
  const v = valuesFromStored(file);
  return {
    business: v.business,
    directors: v.directors.map((d, i) => ({
      ...d,
      hasDateOfBirth: !!file.directors[i]!.dateOfBirthEnc,
      hasLicenceNumber: !!file.directors[i]!.licenceNumberEnc,
    })),
    hasExistingDebts: v.hasExistingDebts,
    debtCount: v.debts.length,
    purpose: v.purpose,
  };
}

/** 1980-04-02 → "**\/**\/1980": the year alone tells a broker the applicant's age band. */
export const maskDateOfBirth = (dob: string) => `**/**/${dob.slice(0, 4)}`;

/** "12345678" → "•••• 5678"; short numbers show only their last two characters. */
export const maskLicence = (licence: string) => `•••• ${licence.slice(licence.length >= 8 ? -4 : -2)}`;

/** YYYY-MM-DD → DD/MM/YYYY (en-AU), for staff who see the date in full. */
export const formatDateOfBirth = (dob: string) => dob.split("-").reverse().join("/");
