import { randomUUID } from "node:crypto";
import { dealEventsAt, isPastReadinessGate, nextApplicationNumber } from "@/lib/applications/client";
import { hashPassword } from "@/lib/auth";
import { LENDER_PANEL } from "@/lib/lenders/client";
import { matchLenders, storedMatchColumns } from "@/lib/matching";
import { assessRisk } from "@/lib/risk/client";
import { localStorageDriver } from "@/lib/storage";
import type { ApplicationStatus, PrismaClient, Role } from "./generated/client";
import { BUSINESSES, DEMO_PASSWORD, DEMO_USERS, OTHER_CLIENTS } from "./seed-data/people";
import { samplePdf } from "./seed-data/sample-pdf";
import { CREDIT, DAY, pathTo, PURPOSES, rng, STATUS_PLAN, TERMS, TIB } from "./seed-data/plan";
import { timelineFor } from "./seed-data/timeline";
import { seedChecklist } from "./seed-checklist";
import { seedSignedContract } from "./seed-contract";
import { seedDisclosures } from "./seed-disclosures";
import { seedFullApplication } from "./seed-full-application";
import { seedApplicationActivity } from "./seed-activity";
import { seedStatusHistory } from "./seed-history";
import { seedLeadsAndInquiries } from "./seed-leads";
import { DEMO_COMPARISON_LENDERS, secondGuarantor, seedOffers, type AuditRow } from "./seed-offers";
import { seedSettlement, settlementReference } from "./seed-settlement";
import { seedConsents } from "./seed-consents";
import { seedEvidence } from "./seed-evidence";

export async function seedIfEmpty(prisma: PrismaClient) {
  if ((await prisma.user.count()) > 0) return null;
  return seed(prisma);
}

export async function seed(prisma: PrismaClient, { now = new Date() } = {}) {
  const random = rng(20261122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const users: Record<
    string,
    { id: string; role: Role; firstName: string | null; lastName: string | null; email: string }
  > = {};
  for (const u of DEMO_USERS) {
    users[u.key] = await prisma.user.upsert({
      where: { email: u.email },
      update: {},
      create: {
        role: u.role,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        phone: u.phone,
        passwordHash,
        emailVerifiedAt: now,
        referralCode: "referralCode" in u ? u.referralCode : null,
      },
    });
  }
  const others = [];
  for (const [firstName, lastName, business] of OTHER_CLIENTS) {
    const email = `${firstName}.${lastName}@example.com`.toLowerCase();
    const user = await prisma.user.upsert({
      where: { email },
      update: {},
      create: { role: "client", firstName, lastName, email },
    });
    others.push({ user, business });
  }

  for (const lender of LENDER_PANEL) {
    await prisma.lender.upsert({ where: { slug: lender.slug }, update: {}, create: lender });
  }
  const lenders = await prisma.lender.findMany({ where: { active: true } });

  const staff = users.staff!;
  const owners = [
    ...Array.from({ length: 14 }, () => ({ user: users.client!, business: undefined as string | undefined })),
    ...Array.from({ length: 6 }, () => ({ user: users.client2!, business: undefined as string | undefined })),
    ...others.flatMap((o) => [o, o]),
  ];
  const storage = localStorageDriver(process.env.DATA_DIR ?? "./data");
  const sampleFile = await samplePdf();
  let applications = 0;
  let documents = 0;
  let messages = 0;
  let commissions = 0;

  for (let i = 0; i < STATUS_PLAN.length; i++) {
    const status = STATUS_PLAN[i]!;
    const owner = owners[i % owners.length]!;
    const [defaultBusiness, industry] = BUSINESSES[i % BUSINESSES.length]!;
    const businessName = owner.business ?? defaultBusiness;
    const partner =
      i % 3 === 0
        ? users.partner!
        : i % 5 === 1
          ? users.partner2!
          : status === "settled" && i % 2 === 1
            ? users.partner!
            : null;
    const startedAt = new Date(now.getTime() - (STATUS_PLAN.length - i) * 9 * DAY - Math.floor(random() * DAY));
    const loanAmount = Math.round((20_000 + random() * 480_000) / 5_000) * 5_000;
    const facts = {
      loanAmount,
      termMonths: pick(TERMS),
      monthlyTurnover: Math.round((15_000 + random() * 285_000) / 5_000) * 5_000,
      creditProfile: pick(CREDIT),
      timeInBusiness: pick(TIB),
      industry,
      purpose: pick(PURPOSES),
    };
    const steps = pathTo(status);
    // When it entered each status: open files recently (inside their targets, a few overdue), closed ones earlier.
    const { times, createdAt, statusChangedAt: lastAt } = timelineFor(i, steps, startedAt, now);
    const at: Partial<Record<ApplicationStatus, Date>> = Object.fromEntries(steps.map((s, k) => [s, times[k]!]));
    const notAfterNow = (t: number) => new Date(Math.min(t, now.getTime() - 60_000));
    const assessed = i % 2 === 0 && status !== "draft";
    const risk = assessed ? assessRisk(facts) : null;

    const app = await prisma.$transaction(async (tx) => {
      const { seq, number } = await nextApplicationNumber(tx, createdAt);
      const created = await tx.application.create({
        data: {
          seq,
          number,
          clientId: owner.user.id,
          partnerId: partner?.id ?? null,
          status,
          version: Math.max(steps.length - 1, 0),
          businessName,
          abn: null,
          ...facts,
          contactFirstName: owner.user.firstName ?? "Demo",
          contactLastName: owner.user.lastName ?? "Client",
          contactEmail: owner.user.email,
          contactPhone: "0400 123 456",
          consentSoftCheck: status !== "draft",
          consentAt: status !== "draft" ? createdAt : null,
          consentNoticeVersion: status !== "draft" ? "2026-11" : null,
          riskScore: risk?.score ?? null,
          riskCategory: risk?.category ?? null,
          riskRecommendation: risk?.recommendation ?? null,
          riskFactors: risk ? JSON.parse(JSON.stringify(risk.factors)) : undefined,
          riskAssessedAt: risk ? notAfterNow(createdAt.getTime() + DAY) : null,
          submittedAt: status === "draft" ? null : createdAt,
          settledAt: status === "settled" ? lastAt : null,
          statusChangedAt: lastAt,
          lastActivityAt: lastAt,
          createdAt,
          idempotencyKey: randomUUID(),
        },
      });
      if (status !== "draft") {
        const results = matchLenders(facts, lenders);
        await tx.lenderMatch.createMany({
          data: results.map((m) => ({ applicationId: created.id, ...storedMatchColumns(m), createdAt })),
        });
      }
      return created;
    });
    applications++;

    const activity = await seedApplicationActivity(prisma, {
      i,
      status,
      app,
      owner,
      demoClient: owner.user.id === users.client!.id || owner.user.id === users.client2!.id,
      businessName,
      staff,
      partner,
      loanAmount,
      createdAt,
      lastAt,
      now,
      storage,
      sampleFile,
    });
    if (status !== "draft") {
      const file = await seedFullApplication(prisma, {
        i,
        status,
        app,
        businessName,
        industry,
        purpose: facts.purpose,
        owner: {
          id: owner.user.id,
          firstName: owner.user.firstName ?? "Demo",
          lastName: owner.user.lastName ?? "Client",
        },
      });
      // Documents were reviewed before the file went to lenders (the readiness gate).
      const reviewedAt = isPastReadinessGate(status) ? new Date(at.lender_matching!.getTime() - 3_600_000) : lastAt;
      await seedChecklist(prisma, { app, purpose: facts.purpose, loanAmount, file, reviewedAt });
    }
    documents += activity.documents;
    messages += activity.messages;

    // The deal behind the status: submissions and offers, the signed contract, the settlement.
    const events = dealEventsAt(status);
    const comparison = owner.user.id === users.client!.id && status === "offers_presentation";
    const deal = await seedOffers(prisma, {
      status,
      app,
      staffId: staff.id,
      at,
      now,
      ...(comparison ? { lenders: DEMO_COMPARISON_LENDERS } : {}),
    });
    const audit: AuditRow[] = [...deal.audit];
    if (events.includes("signed")) {
      const contract = await seedSignedContract(prisma, { app, offers: deal.offers, signedAt: at.approved!, storage });
      audit.push(...contract.audit);
      if (events.includes("settled")) {
        deal.notes.settled = `Settled: ${settlementReference(contract.accepted.lender, i)}`;
        const settled = await seedSettlement(prisma, {
          i,
          status,
          app,
          partner,
          staffId: staff.id,
          accepted: contract.accepted,
          lastAt,
          now,
        });
        commissions += settled.commissions;
        audit.push(...settled.audit);
      }
    }
    audit.push(...(await seedStatusHistory(prisma, { app, steps, times, staffId: staff.id, notes: deal.notes })));
    await prisma.auditEvent.createMany({ data: audit });
  }

  await seedConsents(prisma, { staffId: staff.id });
  await seedEvidence(prisma);
  await seedDisclosures(prisma, now);
  // Issue #34 item 4: the demo client's files with offers have a second guarantor with their own
  // e-mail address, so the demo (and its e2e spec) can sign from two separate links.
  for (const { id } of await prisma.application.findMany({
    where: { clientId: users.client!.id, status: "offers_presentation" },
    select: { id: true },
  }))
    await secondGuarantor(prisma, id);
  const leads = await seedLeadsAndInquiries(prisma, { partner: users.partner!, partner2: users.partner2! });
  await prisma.auditEvent.create({ data: { action: "seed", entity: "Database", note: "Demo data loaded" } });

  return {
    users: DEMO_USERS.length + OTHER_CLIENTS.length,
    lenders: lenders.length,
    applications,
    documents,
    messages,
    commissions,
    leads,
  };
}
