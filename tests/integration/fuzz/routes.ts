/**
 * What the seeded route fuzzing (fuzz.test.ts, fuzz-limits.test.ts; issue #13) shares: every app/api
 * route module, a valid body per route, the demo data and ids the requests point at, and the check
 * that an answer carries no 5xx and no internals.
 */
import { BUNDLED_REGISTER } from "@/lib/abr/register-data";
import { emptyDirector, emptyFullApplication } from "@/lib/applications/full-application/schema";
import { createApiKey } from "@/lib/partner-api/keys";
import { API_SCOPES } from "@/lib/partner-api/scopes";
import { seedDemo, testDatabase, type DemoUsers } from "../../support/fixtures";
import { actAs } from "../../support/session";
import { loanAnswers, wizardAnswers } from "../../support/wizard-answers";

export const ACTORS = ["anon", "clientA", "partnerA", "staff", "admin"] as const;

export type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string | string[]> | undefined> },
) => Promise<Response>;
export const routeModules = import.meta.glob<Record<string, unknown>>("/app/api/**/route.ts");

export interface Ids {
  application: string;
  document: string;
  lead: string;
  lender: string;
  partnerApplication: string;
  user: string;
}

/** A valid body per route, so one mutated field reaches the deeper checks. */
export function templates(i: Ids): Record<string, Record<string, unknown>> {
  return {
    "POST applications": wizardAnswers({
      companyName: "Fuzz Pty Ltd",
      industry: undefined,
      firstName: "Fuzz",
      lastName: "Tester",
      email: "fuzz@example.com",
      idempotencyKey: "6f1c1f7e-8a7b-4c1e-9a53-2f0d3b4c5d6e",
    }),
    "POST quotes/preview": loanAnswers,
    "POST abn-lookup": { abnNumber: BUNDLED_REGISTER[0]!.abn },
    "POST company-search": { companyName: "Harbour" },
    "POST contact": { name: "Jane", email: "jane@example.com", subject: "Hi", message: "Hello" },
    "POST newsletter": { email: "jane@example.com" },
    "POST partner-applications": {
      source: "partner_program",
      businessName: "Acme",
      contactName: "Jo",
      email: "jo@example.com",
    },
    "PATCH partner-applications/[id]": { decision: "decline", reason: "Not a fit" },
    "POST leads": { contactName: "Jo", businessName: "Acme", email: "jo@example.com", loanAmount: 50000 },
    "PATCH leads/[id]": { status: "contacted", notes: "Called" },
    "POST messages": { applicationId: i.application, content: "Hello" },
    "POST messages/ai-response": { applicationId: i.application },
    "PATCH applications/[id]/status": { status: "in_review", notes: "Looking", version: 0 },
    "PATCH documents/[id]": { status: "approved" },
    "PUT applications/[id]/full-application": {
      ...emptyFullApplication(),
      directors: [{ ...emptyDirector(), fullName: "Fuzz Director", dateOfBirth: "1980-01-01", ownershipPercent: "50" }],
    },
    "PATCH account/notifications": { notifyByEmail: true },
    "PATCH admin/users/[id]": { resetTwoFactor: false },
    "PATCH admin/lenders/[id]": { speedHours: 24 },
    "POST admin/lenders": {
      slug: "fuzz-lender",
      name: "Fuzz Lender",
      tier: "prime",
      products: ["term_loan"],
      minAmount: 1000,
      maxAmount: 10000,
      minTermMonths: 6,
      maxTermMonths: 12,
      minMonthlyTurnover: 0,
      minMonthsInBusiness: 0,
      acceptedCreditProfiles: ["good"],
      rateMinBps: 500,
      rateMaxBps: 900,
      establishmentFeeBps: 100,
      minEstablishmentFee: 0,
      speedHours: 24,
    },
  };
}

/** Real ids for a path param (a route's `[file]` gets real file names). */
export function realParams(ids: Ids, name: string): string[] {
  if (name === "file") return ["logo.svg", "preparing-your-loan-application.pdf"];
  return Object.values(ids);
}

/** Stack frames, error names and internals that must never reach a client. */
const LEAKS = [
  /^\s*at \S/m,
  /\bat \S+ \(.*:\d+:\d+\)/,
  /Error:/,
  /prisma/i,
  /node_modules/,
  /\bP20\d\d\b/,
  /invalid byte sequence/i,
];

/** What is wrong with an answer (a 5xx, or an error body carrying internals), or null. */
export async function inspect(res: Response): Promise<string | null> {
  if (res.status >= 500) return `status ${res.status}: ${(await res.text()).slice(0, 200)}`;
  const type = res.headers.get("content-type") ?? "";
  if (!/json|text|html|csv/.test(type) || res.status < 400) return null;
  const text = await res.text();
  const leak = LEAKS.find((re) => re.test(text));
  return leak ? `leaks ${leak}: ${text.slice(0, 200)}` : null;
}

/** The demo data, the ids the requests point at, and partnerA's API key with every scope. */
export async function fuzzFixtures(): Promise<{ users: DemoUsers; ids: Ids; partnerKey: string }> {
  const users = await seedDemo();
  const { prisma } = testDatabase().connection;
  const app = await prisma.application.findFirstOrThrow({
    where: { clientId: users.clientA.id, documents: { some: {} } },
  });
  const ids = {
    application: app.id,
    document: (await prisma.document.findFirstOrThrow({ where: { applicationId: app.id } })).id,
    lead: (await prisma.lead.findFirstOrThrow()).id,
    lender: (await prisma.lender.findFirstOrThrow()).id,
    partnerApplication: (await prisma.partnerApplication.findFirstOrThrow()).id,
    user: users.clientB.id,
  };
  // The partner API answers only an API key (ADR 072): partnerA's key, every scope, goes with
  // partnerA's requests to /api/v1 so the fuzz reaches those routes' input rules too.
  const partnerKey = (await createApiKey(users.partnerA as never, { name: "fuzz", scopes: [...API_SCOPES] })).key;
  return { users, ids, partnerKey };
}

/** Acts as `actor` (or signed out) on a fresh session: some requests (sign out everywhere, role changes) end older ones. */
export async function actAsFresh(users: DemoUsers, actor: (typeof ACTORS)[number]) {
  const who =
    actor === "anon"
      ? null
      : await testDatabase().connection.prisma.user.findUnique({
          where: { id: users[actor].id },
          select: { id: true, sessionVersion: true },
        });
  actAs(who);
}
