import "server-only";
import { randomBytes } from "node:crypto";
import { audit } from "@/lib/audit";
import { hashToken } from "@/lib/security";
import type { SessionUser } from "@/lib/auth";
import { DOB_FIELD } from "@/lib/applications/client";
import { personKey } from "@/lib/checks";
import { signerNameMatches } from "@/lib/contracts/client";
import type { Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/client";
import { queueMail } from "@/lib/mail";
import { notifyStaff } from "@/lib/notifications";
import { decryptField } from "@/lib/security";
import { checksDirectorsCredit, DIRECTOR_CONSENT_VERSION, directorConsentText } from "./director-text";
import { currentConsents, personNameOf } from "./records";
import type { CreditEnquiryKind } from "./text";

/**
 * Each director's own consent where a lender checks directors' credit (issue 34 item 1, ADR 083).
 * When staff propose such a lender, every director named in the full application other than the
 * owner gets their own link (like a guarantor's: token stored as SHA-256, single use, 14 days, a
 * one-time code, the typed name checked; director-link.ts); the owner named as a director gives
 * theirs with their approval in the portal. No submission to such a lender until every director
 * has consented to it (requireDirectorConsents, in the submission's transaction).
 */
export const DIRECTOR_LINK_TTL_DAYS = 14;

type Tx = Prisma.TransactionClient;

export const directorConsentLink = (token: string) => new URL(`/sign/consent/${token}`, env().APP_URL).toString();

/** The directors named in the full application, each keyed as the checks key a person (name and date of birth). */
export async function namedDirectors(tx: Pick<Tx, "application">, applicationId: string) {
  const app = await tx.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: {
      client: { select: { email: true, firstName: true, lastName: true, phone: true } },
      directors: {
        orderBy: { position: "asc" },
        select: { fullName: true, dateOfBirthEnc: true, email: true, mobile: true },
      },
    },
  });
  const c = app.client;
  const seen = new Set<string>();
  const people = [];
  for (const d of app.directors) {
    const dob = d.dateOfBirthEnc ? decryptField(d.dateOfBirthEnc, DOB_FIELD) : null;
    const subject = personKey(d.fullName, dob);
    if (seen.has(subject)) continue;
    seen.add(subject);
    const isOwner =
      !!c.firstName && !!c.lastName && signerNameMatches(d.fullName, { firstName: c.firstName, lastName: c.lastName });
    people.push({
      subject,
      name: d.fullName,
      email: d.email ?? (isOwner ? c.email : null),
      mobile: d.mobile ?? (isOwner ? c.phone : null),
      isOwner,
    });
  }
  return people;
}

type ConsentRow = { subject: string; status: string; lenderIds: string[]; expiresAt: Date | null };

/** Lenders `subject` has consented to, and those a live link already asks them about. */
function coverage(rows: readonly ConsentRow[], subject: string, now: Date) {
  const consented = new Set<string>();
  const asked = new Set<string>();
  for (const r of rows) {
    if (r.subject !== subject) continue;
    if (r.status === "consented") r.lenderIds.forEach((id) => consented.add(id));
    if (r.status === "pending" && r.expiresAt && r.expiresAt > now) r.lenderIds.forEach((id) => asked.add(id));
  }
  return { consented, asked };
}

/** Per director, whether they consented to each lender that checks directors' credit (for the owner's list and staff). */
export async function directorConsentState(tx: Pick<Tx, "application" | "directorConsent">, applicationId: string) {
  const [people, rows] = await Promise.all([
    namedDirectors(tx, applicationId),
    tx.directorConsent.findMany({ where: { applicationId, status: { in: ["pending", "consented"] } } }),
  ]);
  const now = new Date();
  return people.map((p) => ({ ...p, ...coverage(rows, p.subject, now) }));
}

/**
 * Staff cannot send a file to a lender that checks directors' credit until each director named in the
 * full application has consented to that lender: a 409 naming the lender and the directors missing.
 */
export async function requireDirectorConsents(tx: Tx, applicationId: string, lenderIds: readonly string[]) {
  const lenders = await tx.lender.findMany({
    where: { id: { in: [...lenderIds] } },
    select: { id: true, name: true, creditEnquiry: true },
  });
  const checking = lenders.filter(checksDirectorsCredit);
  if (!checking.length) return;
  const state = await directorConsentState(tx, applicationId);
  const missing = checking
    .map((l) => ({ lender: l.name, directors: state.filter((d) => !d.consented.has(l.id)).map((d) => d.name) }))
    .filter((m) => m.directors.length)
    .sort((a, b) => a.lender.localeCompare(b.lender));
  if (!missing.length) return;
  throw new AppError(
    "conflict",
    `Each director must consent before a lender checks their credit. Waiting for: ${missing
      .map((m) => `${m.directors.join(" and ")} for ${m.lender}`)
      .join("; ")}. We e-mailed each director their own link when the lender was proposed.`,
    { fields: { missing: missing.flatMap((m) => m.directors.map((d) => `${d}'s consent for ${m.lender}`)) } },
  );
}

/**
 * After staff propose lenders: each director other than the owner gets one e-mail with their own
 * link covering the proposed lenders that check directors' credit and that they were not already
 * asked about (the owner's removed lenders left out). Staff are told of a director with no e-mail.
 */
export async function issueDirectorLinks(
  tx: Tx,
  app: { id: string; number: string; businessName: string },
  now = new Date(),
) {
  const [proposals, consents] = await Promise.all([
    tx.lenderProposal.findMany({
      where: { applicationId: app.id },
      select: { lenderId: true, lender: { select: { name: true, creditEnquiry: true } } },
    }),
    currentConsents(tx, app.id),
  ]);
  const checking = proposals.filter(
    (p) => checksDirectorsCredit(p.lender) && consents.get(p.lenderId)?.decision !== "removed",
  );
  if (!checking.length) return [];
  const state = await directorConsentState(tx, app.id);
  const issued = [];
  const noEmail = [];
  for (const d of state) {
    if (d.isOwner) continue;
    const need = checking.filter((p) => !d.consented.has(p.lenderId) && !d.asked.has(p.lenderId));
    if (!need.length) continue;
    if (!d.email) {
      noEmail.push(d.name);
      continue;
    }
    const token = randomBytes(32).toString("base64url");
    const row = await tx.directorConsent.create({
      data: {
        applicationId: app.id,
        subject: d.subject,
        name: d.name,
        email: d.email.toLowerCase(),
        mobile: d.mobile,
        lenderIds: need.map((p) => p.lenderId),
        textVersion: DIRECTOR_CONSENT_VERSION,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + DIRECTOR_LINK_TTL_DAYS * 86_400_000),
        createdAt: now,
      },
      select: { id: true },
    });
    issued.push(row.id);
    await queueMail(tx, {
      to: d.email,
      subject: `Your consent to a credit check for ${app.number}`,
      text:
        `${d.name}, you are named as a director of ${app.businessName} on loan application ${app.number}. ` +
        `${need.map((p) => p.lender.name).join(", ")} will check each director's personal credit file before deciding, ` +
        `and needs your own consent first. See which lenders and what they check, and give your consent here:\n\n${directorConsentLink(token)}\n\n` +
        `This link is for you alone: it works once, expires in ${DIRECTOR_LINK_TTL_DAYS} days, and asks for a one-time code we send you. ` +
        "If you do not agree, do nothing: no lender named here will check your credit.",
    });
    await audit(tx, {
      actor: null,
      action: "consent.director_requested",
      entity: "DirectorConsent",
      entityId: row.id,
      after: { applicationId: app.id, director: d.name, lenders: need.map((p) => p.lender.name) },
    });
  }
  if (noEmail.length)
    await notifyStaff(tx, {
      kind: "lender_consent",
      title: `Director e-mail missing on ${app.number}`,
      body: `No e-mail address on file for ${noEmail.join(", ")}: add it to the full application so they can consent to the credit check.`,
      link: `/staff?application=${app.id}`,
    });
  return issued;
}

/**
 * The owner named as a director approves a lender that checks directors' credit: their own consent
 * as a director is recorded with it (via "portal"), in the approval's transaction, under the words
 * the portal showed them (ownerDirectorWords).
 */
export async function recordOwnerAsDirector(
  tx: Tx,
  user: SessionUser,
  app: { id: string; number: string; businessName: string },
  lender: { id: string; name: string; creditEnquiry: string },
  ip?: string,
) {
  if (!checksDirectorsCredit(lender)) return null;
  const owner = (await namedDirectors(tx, app.id)).find((d) => d.isOwner);
  if (!owner) return null;
  const text = ownerDirectorWords(owner.name, app, lender)!;
  const row = await tx.directorConsent.create({
    data: {
      applicationId: app.id,
      subject: owner.subject,
      name: owner.name,
      email: owner.email?.toLowerCase() ?? null,
      lenderIds: [lender.id],
      textVersion: DIRECTOR_CONSENT_VERSION,
      via: "portal",
      status: "consented",
      typedName: personNameOf(user),
      consentText: text,
      consentedAt: new Date(),
      ip: ip ?? null,
      userId: user.id,
    },
    select: { id: true },
  });
  await audit(tx, {
    actor: user,
    action: "consent.director_given",
    entity: "DirectorConsent",
    entityId: row.id,
    after: { applicationId: app.id, director: owner.name, lenders: [lender.name], via: "portal" },
    ip,
  });
  return row;
}

/** The words the owner named as a director consents to for one lender. */
export const ownerDirectorWords = (
  directorName: string,
  app: { number: string; businessName: string },
  lender: { name: string; creditEnquiry: string },
) =>
  directorConsentText(DIRECTOR_CONSENT_VERSION, {
    directorName,
    businessName: app.businessName,
    applicationNumber: app.number,
    lenders: [{ name: lender.name, enquiry: lender.creditEnquiry as CreditEnquiryKind }],
  });
