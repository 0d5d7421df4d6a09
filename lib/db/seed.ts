import { randomUUID } from "node:crypto";
import { nextApplicationNumber } from "@/lib/applications/number";
import { hashPassword } from "@/lib/auth/password";
import { LENDER_PANEL } from "@/lib/lenders/panel-data";
import { seedSettlement } from "./seed-settlement";
import { matchLenders, storedMatchColumns } from "@/lib/matching";
import { assessRisk } from "@/lib/risk/scorecard";
import { localStorageDriver } from "@/lib/storage/local";
import type { PrismaClient, Role } from "./generated/client";
import { BUSINESSES, DEMO_PASSWORD, DEMO_USERS, OTHER_CLIENTS } from "./seed-data/people";
import { samplePdf } from "./seed-data/sample-pdf";
import { CREDIT, DAY, pathTo, PURPOSES, rng, STATUS_PLAN, TERMS, TIB } from "./seed-data/plan";
import { seedChecklist } from "./seed-checklist";
import { seedDisclosures } from "./seed-disclosures";
import { seedFullApplication } from "./seed-full-application";
import { seedApplicationActivity } from "./seed-activity";
import { seedLeadsAndInquiries } from "./seed-leads";
import { seedOffers } from "./seed-offers";

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
    const createdAt = new Date(now.getTime() - (STATUS_PLAN.length - i) * 9 * DAY - Math.floor(random() * DAY));
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
    // Two days a step, never in the future (recent files move faster).
    const stepTimes = steps.map(
      (_, k) => new Date(Math.min(createdAt.getTime() + k * 2 * DAY, now.getTime() - (steps.length - k) * 3_600_000)),
    );
    const lastAt = stepTimes.at(-1) ?? createdAt;
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
          riskAssessedAt: risk ? new Date(createdAt.getTime() + DAY) : null,
          submittedAt: status === "draft" ? null : createdAt,
          settledAt: status === "settled" ? lastAt : null,
          lastActivityAt: lastAt,
          createdAt,
          idempotencyKey: randomUUID(),
        },
      });
      for (let k = 0; k < steps.length; k++) {
        await tx.applicationStatusChange.create({
          data: {
            applicationId: created.id,
            fromStatus: k === 0 ? null : steps[k - 1]!,
            toStatus: steps[k]!,
            byUserId: k === 0 ? owner.user.id : staff.id,
            note: k === 0 ? "Application submitted online" : null,
            createdAt: stepTimes[k]!,
          },
        });
      }
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
      await seedChecklist(prisma, { app, purpose: facts.purpose, loanAmount, file, reviewedAt: lastAt });
    }
    documents += activity.documents;
    messages += activity.messages;
    commissions += await seedSettlement(prisma, {
      i,
      status,
      app,
      partner,
      staffId: staff.id,
      loanAmount,
      termMonths: facts.termMonths,
      lastAt,
      now,
      lenders,
    });
  }

  await seedOffers(prisma, { clientId: users.client!.id, now });
  await seedDisclosures(prisma, now);
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
