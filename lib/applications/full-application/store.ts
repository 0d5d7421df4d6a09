import "server-only";
import { normalizeEmail, normalizePhone, parseRecordId } from "@/lib/validation/client";
import { audit } from "@/lib/audit";
import { requirePermission, scopeOf, type Action } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { syncChecklistIn } from "@/lib/documents/checklist-store";
import { AppError, isAppError } from "@/lib/http/client";
import { decryptField, encryptField, needsRotation } from "@/lib/security";
import { hasGoneToLenders, isTerminal, type ApplicationStatus } from "../status";
import { acnFromAbn, normalizeAcn } from "./acn";
import { completeness } from "./completeness";
import { loadStoredFile } from "./load";
import type { FullApplicationValues } from "./schema";
import {
  DOB_FIELD as DOB,
  LICENCE_FIELD as LICENCE,
  factsFromStored,
  formatDateOfBirth,
  maskDateOfBirth,
  maskLicence,
  valuesFromStored,
  type StoredFile,
} from "./stored";

/** The application, if `user` may `action` its full application; 404 otherwise (existence stays private). */
async function permittedApplication(user: SessionUser, id: string, action: Action) {
  const prisma = await db();
  const app = await prisma.application.findUnique({
    where: { id },
    select: { id: true, number: true, businessName: true, abn: true, clientId: true, partnerId: true, status: true },
  });
  if (!app) throw new AppError("not_found", "Application not found.");
  requirePermission(
    user,
    action,
    { ownerId: app.clientId, partnerId: app.partnerId },
    { code: "not_found", message: "Application not found." },
  );
  return app;
}

/** The answer (409) to a client or partner changing a file that has gone to lenders. */
export const SENT_TO_LENDERS_MESSAGE =
  "Your application has been sent to lenders, so it can no longer be changed online. Please ask your BizFund contact to make any changes.";

/** Whether the file has gone to lenders (a submission on record, or a status from lender matching on). */
async function sentToLenders(app: { id: string; status: ApplicationStatus }) {
  const prisma = await db();
  return hasGoneToLenders(app.status, await prisma.lenderSubmission.count({ where: { applicationId: app.id } }));
}

/**
 * Why `user` may not change the file now, or null when they may: a closed file is nobody's to
 * change; once it has gone to lenders only the team (scope "any") changes it.
 */
async function lockReason(user: SessionUser, app: { id: string; status: ApplicationStatus }) {
  if (isTerminal(app.status)) return "This application is closed; its full application can no longer be changed.";
  if (scopeOf(user, "update:full-application") === "any") return null;
  return (await sentToLenders(app)) ? SENT_TO_LENDERS_MESSAGE : null;
}

/** What the team sees in full and everyone else masked; never sent back into a form. */
function identifiers(file: StoredFile, unmasked: boolean) {
  return file.directors.map((d) => {
    const dob = d.dateOfBirthEnc ? decryptField(d.dateOfBirthEnc, DOB) : null;
    const licence = d.licenceNumberEnc ? decryptField(d.licenceNumberEnc, LICENCE) : null;
    return {
      id: d.id,
      dateOfBirth: dob && (unmasked ? formatDateOfBirth(dob) : maskDateOfBirth(dob)),
      licenceNumber: licence && (unmasked ? licence : maskLicence(licence)),
    };
  });
}

/** The full application of one application: form values, identifiers on file, completeness. */
export async function fullApplication(user: SessionUser, id: string) {
  const app = await permittedApplication(user, id, "read:full-application");
  const file = await loadStoredFile(await db(), id);
  const locked = await lockReason(user, app);
  return {
    applicationId: app.id,
    applicationNumber: app.number,
    businessName: app.businessName,
    abn: app.abn,
    derivedAcn: acnFromAbn(app.abn),
    values: valuesFromStored(file),
    onFile: identifiers(file, scopeOf(user, "read:full-application") === "any"),
    completeness: completeness(factsFromStored(file)),
    editable: !locked,
    /** Why the form is read-only, shown in its place; null while it is editable. */
    lockedMessage: locked,
  };
}

export type FullApplicationView = Awaited<ReturnType<typeof fullApplication>>;

const nullable = (v: string) => (v === "" ? null : v);
const intOrNull = (v: string) => (v === "" ? null : Number(v));
const bool = (v: "" | "yes" | "no") => (v === "" ? null : v === "yes");

/** A new value encrypted; none given keeps the stored one (re-encrypted when under a retired key). */
function identifier(given: string, stored: string | null | undefined, field: string) {
  if (given) return encryptField(given, field);
  if (!stored) return null;
  return needsRotation(stored) ? encryptField(decryptField(stored, field), field) : stored;
}

/** Paths of the fields whose value changed ("debts.0.balance"). */
function changedFields(before: unknown, after: unknown, path = ""): string[] {
  if (typeof before === "object" && before && typeof after === "object" && after) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((k) =>
      changedFields(
        (before as Record<string, unknown>)[k],
        (after as Record<string, unknown>)[k],
        path ? `${path}.${k}` : k,
      ),
    );
  }
  return before === after ? [] : [path];
}

/** The value at a dotted path ("debts.0.balance"), or undefined where there is none. */
function valueAt(values: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), values);
}

const hidden = (v: string) => (v ? "(private)" : "");

/** Directors' identifiers and home addresses: the trail says they changed, never what they are. */
function withoutPrivate(values: FullApplicationValues) {
  return {
    ...values,
    directors: values.directors.map((d) => ({
      ...d,
      dateOfBirth: hidden(d.dateOfBirth),
      licenceNumber: hidden(d.licenceNumber),
      address: {
        street: hidden(d.address.street),
        suburb: hidden(d.address.suburb),
        state: hidden(d.address.state),
        postcode: hidden(d.address.postcode),
      },
    })),
  };
}

/** Before and after of each changed field, for the audit event. */
function changeValues(before: FullApplicationValues, after: FullApplicationValues, fields: string[]) {
  const [b, a] = [withoutPrivate(before), withoutPrivate(after)];
  const pick = (values: unknown) => Object.fromEntries(fields.map((f) => [f, valueAt(values, f) ?? null]));
  return { before: pick(b), after: pick(a) };
}

/**
 * Saves a (possibly partial) full application, already parsed by the shared schema. Directors and
 * debts are replaced as a whole; a director row keeps its id and, when no new one is typed, its
 * date of birth and licence number.
 */
export async function saveFullApplication(user: SessionUser, id: string, input: FullApplicationValues, ip?: string) {
  const app = await permittedApplication(user, id, "update:full-application");
  const locked = await lockReason(user, app);
  if (locked) throw new AppError("conflict", locked);
  const prisma = await db();
  const before = await loadStoredFile(prisma, id);
  const storedById = new Map(before.directors.map((d) => [d.id, d]));
  const b = input.business;
  const acn = (b.entityType === "company" && acnFromAbn(app.abn)) || nullable(normalizeAcn(b.acn));
  const details = {
    entityType: nullable(b.entityType),
    acn,
    tradingStreet: nullable(b.tradingAddress.street),
    tradingSuburb: nullable(b.tradingAddress.suburb),
    tradingState: nullable(b.tradingAddress.state),
    tradingPostcode: nullable(b.tradingAddress.postcode),
    gstRegistered: bool(b.gstRegistered),
    anzsicDivision: nullable(b.industry),
    yearsAtAddress: intOrNull(b.yearsAtAddress),
    website: nullable(b.website),
    hasExistingDebts: bool(input.hasExistingDebts),
    purposeDetail: nullable(input.purpose.detail),
    useOfFunds: nullable(input.purpose.useOfFunds),
    updatedById: user.id,
  };
  const directors = input.directors.map((d, position) => {
    const stored = storedById.get(d.id);
    return {
      // Only this application's own rows keep their id: a foreign id is a new row.
      ...(stored ? { id: stored.id } : {}),
      applicationId: id,
      position,
      fullName: d.fullName,
      dateOfBirthEnc: identifier(d.dateOfBirth, stored?.dateOfBirthEnc, DOB),
      licenceNumberEnc: identifier(d.licenceNumber.toUpperCase(), stored?.licenceNumberEnc, LICENCE),
      licenceState: nullable(d.licenceState),
      street: nullable(d.address.street),
      suburb: nullable(d.address.suburb),
      state: nullable(d.address.state),
      postcode: nullable(d.address.postcode),
      ownershipPercent: intOrNull(d.ownershipPercent),
      guarantor: d.guarantor,
      email: d.email ? normalizeEmail(d.email) : null,
      mobile: d.mobile ? normalizePhone(d.mobile) : null,
    };
  });
  const debts = (input.hasExistingDebts === "no" ? [] : input.debts).map((d, position) => ({
    applicationId: id,
    position,
    lender: d.lender,
    facilityType: d.facilityType,
    balance: Number(d.balance),
    monthlyRepaymentCents: Math.round(Number(d.monthlyRepayment) * 100),
    refinance: d.refinance,
  }));
  const beforeValues = valuesFromStored(before);
  const afterValues = { ...input, business: { ...b, acn: acn ?? "" } };
  const changed = changedFields(beforeValues, afterValues);
  const values = changeValues(beforeValues, afterValues, changed);
  // The team may change a file lenders have seen; the trail says so, as it then needs re-submitting.
  const withLenders = await sentToLenders(app);
  await prisma.$transaction(async (tx) => {
    await tx.applicationDetails.upsert({
      where: { applicationId: id },
      create: { applicationId: id, ...details },
      update: details,
    });
    await tx.applicationDirector.deleteMany({ where: { applicationId: id } });
    await tx.applicationDirector.createMany({ data: directors });
    await tx.applicationDebt.deleteMany({ where: { applicationId: id } });
    await tx.applicationDebt.createMany({ data: debts });
    // A newly named director's photo ID is requested now, not at the checklist's next view.
    if (app.status !== "draft") await syncChecklistIn(tx, id, user);
    const after = completeness(factsFromStored(await loadStoredFile(tx, id)));
    await audit(tx, {
      actor: user,
      action: "full-application.update",
      entity: "Application",
      entityId: id,
      before: { values: values.before },
      after: { fields: changed, percentComplete: after.percent, values: values.after, sentToLenders: withLenders },
      ip,
    });
  });
  return fullApplication(user, id);
}

/** For pages: the view, or null where the API would answer 404 (the page shows Next's not-found). */
export async function fullApplicationOrNull(user: SessionUser, id: string) {
  // A page's address is not checked by a route's schema: an id that is no id is not found, unqueried.
  if (!parseRecordId(id)) return null;
  try {
    return await fullApplication(user, id);
  } catch (error) {
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  }
}
