// Shared by the lender-submission integration tests (submissions*.test.ts).
import { POST } from "@/app/api/staff/applications/[id]/submissions/route";
import { PATCH } from "@/app/api/staff/submissions/[id]/route";
import { monthsInBusiness } from "@/lib/applications/vocab";
import { DOB_FIELD } from "@/lib/applications/full-application/stored";
import { personKey } from "@/lib/checks/person-key";
import { DIRECTOR_CONSENT_VERSION } from "@/lib/consent/director-text";
import { LENDER_CONSENT_VERSION } from "@/lib/consent/text";
import { decryptField } from "@/lib/security/field-encryption";
import { simulatedDecision } from "@/lib/lenders/adapters/simulated-decision";
import { reasonsAgainst, type ApplicationFacts } from "@/lib/matching";
import { healthyEvidence } from "./bank-evidence";
import { testDatabase } from "./fixtures";
import { apiRequest, routeParams } from "./session";

export const prisma = () => testDatabase().connection.prisma;

/**
 * The owner's consent for these lenders (issue 34 item 1, ADR 066), as the portal records it: staff's
 * proposal and the owner's approval under the current text version. Lenders that do not exist are
 * skipped (a test sending an unknown id gets the route's own refusal).
 */
export async function ownerConsents(applicationId: string, lenderIds: string[]) {
  const app = await prisma().application.findUniqueOrThrow({
    where: { id: applicationId },
    include: { client: { select: { firstName: true, lastName: true } } },
  });
  const staff = await prisma().user.findFirstOrThrow({ where: { role: "staff" }, select: { id: true } });
  const lenders = await prisma().lender.findMany({ where: { id: { in: lenderIds } }, select: { id: true } });
  for (const { id: lenderId } of lenders) {
    const key = { applicationId, lenderId };
    await prisma().lenderProposal.upsert({
      where: { applicationId_lenderId: key },
      update: {},
      create: { ...key, proposedById: staff.id },
    });
    await prisma().lenderConsent.create({
      data: {
        ...key,
        userId: app.clientId,
        personName: `${app.client.firstName} ${app.client.lastName}`,
        textVersion: LENDER_CONSENT_VERSION,
        decision: "approved",
      },
    });
  }
  await directorsConsent(applicationId, lenderIds);
}

/**
 * Each director's own consent for these lenders (ADR 083), as their link records it: one consented row
 * per director named on the file, covering the lenders that check directors' credit.
 */
export async function directorsConsent(applicationId: string, lenderIds: string[]) {
  const hard = await prisma().lender.findMany({
    where: { id: { in: lenderIds }, creditEnquiry: "hard" },
    select: { id: true },
  });
  if (!hard.length) return;
  const directors = await prisma().applicationDirector.findMany({ where: { applicationId } });
  for (const d of directors) {
    const dob = d.dateOfBirthEnc ? decryptField(d.dateOfBirthEnc, DOB_FIELD) : null;
    await prisma().directorConsent.create({
      data: {
        applicationId,
        subject: personKey(d.fullName, dob),
        name: d.fullName,
        email: d.email,
        lenderIds: hard.map((l) => l.id),
        textVersion: DIRECTOR_CONSENT_VERSION,
        status: "consented",
        typedName: d.fullName,
        consentedAt: new Date(),
      },
    });
  }
}

/** Staff submit an application to lenders through the API, with no consent recorded first. */
export const submitWithoutConsent = (id: string, lenderIds: string[]) =>
  POST(apiRequest("POST", `/api/staff/applications/${id}/submissions`, { lenderIds }), routeParams({ id }));

/** Staff submit an application to lenders through the API, once the owner consented to each. */
export async function submit(id: string, lenderIds: string[]) {
  const consents = await prisma().lenderConsent.findMany({ where: { applicationId: id }, orderBy: { at: "desc" } });
  const missing = lenderIds.filter((l) => consents.find((c) => c.lenderId === l)?.decision !== "approved");
  await ownerConsents(id, missing);
  // The directors named now (a test may have saved the full application since the seed's consents).
  await directorsConsent(id, lenderIds);
  return submitWithoutConsent(id, lenderIds);
}

/** Staff record a change to one submission through the API. */
export const change = (id: string, body: unknown) =>
  PATCH(apiRequest("PATCH", `/api/staff/submissions/${id}`, body), routeParams({ id }));

/**
 * The facts a lender decides on once the file is made ready (makeReadyForLenders: a partnership
 * trading in VIC) and has a year of bank data at its stated turnover (giveBankData): ADR 068.
 */
export function readyFacts(app: ApplicationFacts & { timeInBusiness: string }): ApplicationFacts {
  return {
    loanAmount: app.loanAmount,
    termMonths: app.termMonths,
    monthlyTurnover: app.monthlyTurnover,
    creditProfile: app.creditProfile,
    timeInBusiness: app.timeInBusiness,
    industry: app.industry,
    purpose: app.purpose,
    monthsTrading: Math.max(monthsInBusiness(app.timeInBusiness), 12),
    entityType: "partnership",
    state: "VIC",
  };
}

/** The simulated lender's answer on that file. */
export const readyDecision = (lender: Parameters<typeof simulatedDecision>[0], app: Parameters<typeof readyFacts>[0]) =>
  simulatedDecision(lender, readyFacts(app), { bank: healthyEvidence(app.monthlyTurnover * 100) });

/** A submitted application with an eligible lender that offers and a lender the engine rules out. */
export async function candidate(skip: string[] = [], opts: { needDecline?: boolean } = {}) {
  const apps = await prisma().application.findMany({
    // The seeded soft check agrees with a stated band; a "not sure" applicant's band is the demo bureau's.
    where: { status: "submitted", id: { notIn: skip }, creditProfile: { not: "unsure" } },
    include: { matches: { include: { lender: true } } },
    orderBy: { seq: "asc" },
  });
  for (const app of apps) {
    const offers = app.matches.find(
      (m) => m.eligible && m.lender.driver === "simulated" && readyDecision(m.lender, app).kind === "offered",
    );
    const declines = app.matches.find((m) => m.lender.active && reasonsAgainst(m.lender, readyFacts(app)).length > 0);
    if (offers && (declines || opts.needDecline === false)) return { app, offers: offers.lender, declines: declines! };
  }
  throw new Error("no seeded application with an offering and a declining lender");
}
