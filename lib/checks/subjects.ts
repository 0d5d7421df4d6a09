import "server-only";
import { DOB_FIELD, LICENCE_FIELD } from "@/lib/applications/client";
import { db } from "@/lib/db";
import { decryptField } from "@/lib/security";
import { personKey } from "./person-key";
import type { IdentitySubject } from "./types";

/**
 * Who the checks on an application are about: the company, and each director or guarantor the full
 * application names. Directors are re-created whenever the form is saved, so a person is keyed by
 * their name and date of birth, not a row id: a consent stays with the person across saves, and
 * stops applying when the name or date of birth changes (another person, or a corrected one).
 */
export const COMPANY = "company";

export { personKey } from "./person-key";

export interface Person extends IdentitySubject {
  key: string;
  guarantor: boolean;
}

export interface CheckSubjects {
  applicationId: string;
  company: { name: string; abn: string | null; acn: string | null; consentAt: Date | null };
  people: Person[];
}

export async function checkSubjects(applicationId: string): Promise<CheckSubjects> {
  const prisma = await db();
  const app = await prisma.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: {
      id: true,
      businessName: true,
      abn: true,
      consentSoftCheck: true,
      consentAt: true,
      details: { select: { acn: true } },
      directors: { orderBy: { position: "asc" } },
    },
  });
  return {
    applicationId: app.id,
    company: {
      name: app.businessName,
      abn: app.abn,
      acn: app.details?.acn ?? null,
      consentAt: app.consentSoftCheck ? app.consentAt : null,
    },
    people: app.directors.map((d) => {
      const dateOfBirth = d.dateOfBirthEnc ? decryptField(d.dateOfBirthEnc, DOB_FIELD) : null;
      const licence = d.licenceNumberEnc ? decryptField(d.licenceNumberEnc, LICENCE_FIELD) : null;
      return {
        key: personKey(d.fullName, dateOfBirth),
        fullName: d.fullName,
        dateOfBirth,
        guarantor: d.guarantor,
        document: licence ? { type: "driver_licence" as const, number: licence, state: d.licenceState } : null,
      };
    }),
  };
}
