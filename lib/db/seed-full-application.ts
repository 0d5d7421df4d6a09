/**
 * The demo full applications (issue 15): complete files with encrypted identifiers, files part done,
 * and files not started. Identifiers go through lib/security/field-encryption.ts (a pure leaf), so
 * the seeded columns hold ciphertext exactly as a save through the form would.
 */
import { DOB_FIELD, LICENCE_FIELD, APPLICATION_STATUSES, isPastReadinessGate } from "@/lib/applications/client";
import { encryptField } from "@/lib/security";
import type { ApplicationStatus, PrismaClient } from "./generated/client";
import {
  acnFrom,
  ADDRESSES,
  ANZSIC_OF,
  CO_DIRECTORS,
  ENTITY_ROTATION,
  PURPOSE_DETAIL,
  SEED_DEBT,
} from "./seed-data/full-application";

/** At and after lender matching the file is complete and every required document approved (the readiness gate). */
export const PAST_THE_GATE: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter(isPastReadinessGate);

export type FileStage = "complete" | "partial" | "none";

/**
 * How far a seeded file got. Past the gate: complete. Before it (and closed files): a third complete
 * (ready for lender matching), a third part done (with a rejected document), a third not started.
 */
export function fileStage(i: number, status: ApplicationStatus): FileStage {
  if (status === "draft") return "none";
  if (PAST_THE_GATE.includes(status)) return "complete";
  return (["partial", "complete", "none"] as const)[i % 3]!;
}

/** What the checklist rules read back from a seeded file (lib/documents/checklist-facts.ts). */
export interface SeededFile {
  stage: FileStage;
  entityType: string | null;
  directors: { id?: string; name: string }[];
}

export interface FullApplicationSeedInput {
  i: number;
  status: ApplicationStatus;
  app: { id: string };
  businessName: string;
  industry: string;
  purpose: string;
  owner: { id: string; firstName: string; lastName: string };
}

const pad = (n: number) => String(n).padStart(2, "0");
const address = (k: number) => ADDRESSES[k % ADDRESSES.length]!;

export async function seedFullApplication(prisma: PrismaClient, input: FullApplicationSeedInput): Promise<SeededFile> {
  const { i, app, owner } = input;
  const stage = fileStage(i, input.status);
  const applicant = `${owner.firstName} ${owner.lastName}`;
  if (stage === "none") return { stage, entityType: null, directors: [{ name: applicant }] };
  const complete = stage === "complete";
  const entityType = ENTITY_ROTATION[i % ENTITY_ROTATION.length]!;
  const trading = address(i);
  const [detail, useOfFunds] = PURPOSE_DETAIL[input.purpose] ?? PURPOSE_DETAIL.other!;
  const hasDebts = i % 4 === 0;
  await prisma.applicationDetails.create({
    data: {
      applicationId: app.id,
      entityType,
      acn: entityType === "company" ? acnFrom(String(10_000_000 + i * 104_729).slice(0, 8)) : null,
      tradingStreet: trading.street,
      tradingSuburb: trading.suburb,
      tradingState: trading.state,
      tradingPostcode: trading.postcode,
      gstRegistered: i % 5 !== 4,
      anzsicDivision: ANZSIC_OF[input.industry] ?? "S",
      website: i % 2 === 0 ? `${input.businessName.toLowerCase().replace(/[^a-z0-9]+/g, "")}.com.au` : null,
      purposeDetail: detail,
      // A part-done file still lacks years at the address, its debts and how the funds will be used.
      yearsAtAddress: complete ? 1 + (i % 9) : null,
      hasExistingDebts: complete ? hasDebts : null,
      useOfFunds: complete ? useOfFunds : null,
      updatedById: owner.id,
    },
  });
  // Directors come once the file is complete: a part-done one has none named yet (the applicant stands in).
  if (!complete) return { stage, entityType, directors: [{ name: applicant }] };
  const names = i % 2 === 0 ? [applicant] : [applicant, `${CO_DIRECTORS[i % CO_DIRECTORS.length]} ${owner.lastName}`];
  const directors = await prisma.applicationDirector.createManyAndReturn({
    data: names.map((fullName, k) => {
      const home = address(i + 3 + k);
      const dob = `${1960 + ((i * 7 + k * 11) % 35)}-${pad(1 + ((i + k) % 12))}-${pad(1 + ((i * 3 + k) % 28))}`;
      const licence = String(10_000_000 + i * 7_919 + k * 104_729).slice(0, 8);
      return {
        applicationId: app.id,
        position: k,
        fullName,
        dateOfBirthEnc: encryptField(dob, DOB_FIELD),
        licenceNumberEnc: encryptField(licence, LICENCE_FIELD),
        licenceState: home.state,
        street: home.street,
        suburb: home.suburb,
        state: home.state,
        postcode: home.postcode,
        ownershipPercent: names.length === 1 ? 100 : k === 0 ? 60 : 40,
        guarantor: true,
        // The applicant's guarantee link goes to their account's address; a co-director has their own (ADR 067).
        email: k === 0 ? null : `${fullName.toLowerCase().replace(/[^a-z]+/g, ".")}.${i}@guarantor.example`,
      };
    }),
    select: { id: true, fullName: true },
  });
  if (hasDebts) await prisma.applicationDebt.create({ data: { applicationId: app.id, position: 0, ...SEED_DEBT } });
  return { stage, entityType, directors: directors.map((d) => ({ id: d.id, name: d.fullName })) };
}
