import { randomUUID } from "node:crypto";
import { nextApplicationNumber } from "@/lib/applications/number";
import { hashPassword } from "@/lib/auth/password";
import { LENDER_PANEL } from "@/lib/lenders/panel-data";
import { matchLenders } from "@/lib/matching";
import { assessRisk } from "@/lib/risk/scorecard";
import { calcCommissionCents, DEFAULT_SPLIT_BPS, UPFRONT_RATE_BPS, TRAIL_RATE_BPS } from "@/lib/commissions/calc";
import { localStorageDriver } from "@/lib/storage/local";
import type { ApplicationStatus, PrismaClient, Role } from "./generated/client";
import { BUSINESSES, DEMO_PASSWORD, DEMO_USERS, OTHER_CLIENTS } from "./seed-data/people";
import { samplePdf } from "./seed-data/sample-pdf";

/** The lifecycle path each seeded status walked, for its status history. */
const PATH: ApplicationStatus[] = [
  "submitted",
  "under_review",
  "lender_matching",
  "offers_presentation",
  "approved",
  "settled",
];
const pathTo = (status: ApplicationStatus): ApplicationStatus[] => {
  if (status === "declined") return ["submitted", "under_review", "declined"];
  if (status === "withdrawn") return ["submitted", "withdrawn"];
  if (status === "draft") return [];
  return PATH.slice(0, PATH.indexOf(status) + 1);
};

// A small deterministic generator: the same demo data on every machine.
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const STATUS_PLAN: ApplicationStatus[] = [
  "submitted",
  "under_review",
  "lender_matching",
  "offers_presentation",
  "approved",
  "settled",
  "declined",
  "settled",
  "submitted",
  "under_review",
  "settled",
  "approved",
  "withdrawn",
  "offers_presentation",
  "lender_matching",
  "submitted",
  "draft",
  "settled",
  "under_review",
  "declined",
  "submitted",
  "approved",
  "settled",
  "under_review",
  "offers_presentation",
  "submitted",
  "settled",
  "lender_matching",
  "under_review",
  "submitted",
  "approved",
  "settled",
  "submitted",
  "under_review",
  "declined",
  "settled",
];
const PURPOSES = ["inventory", "payroll", "equipment", "growth", "cashflow", "other"];
const CREDIT = ["excellent", "good", "good", "fair", "poor", "unsure"];
const TIB = ["0-6m", "6m-1y", "1-2y", "2-5y", "5y+", "2-5y"];
const TERMS = [12, 24, 36, 60];
const DAY = 86_400_000;

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
          data: results.map((m) => ({
            applicationId: created.id,
            lenderId: m.lenderId,
            eligible: m.eligible,
            reasons: m.reasons,
            rank: m.rank ?? null,
            rateBps: m.quote?.rateBps ?? null,
            monthlyRepaymentCents: m.quote?.monthlyRepaymentCents ?? null,
            establishmentFeeCents: m.quote?.establishmentFeeCents ?? null,
            totalRepayableCents: m.quote?.totalRepayableCents ?? null,
            upToAmount: m.upToAmount,
            speedHours: m.speedHours,
            createdAt,
          })),
        });
      }
      return created;
    });
    applications++;

    if (
      status !== "draft" &&
      (owner.user.id === users.client!.id || owner.user.id === users.client2!.id) &&
      i % 2 === 0
    ) {
      for (const [fileName, documentType, docStatus] of [
        ["bank-statements-3-months.pdf", "bank_statement", "approved"],
        ["drivers-licence.pdf", "identification", "pending"],
      ] as const) {
        const storageKey = `documents/${randomUUID()}`;
        await storage.put(storageKey, sampleFile, "application/pdf");
        await prisma.document.create({
          data: {
            applicationId: app.id,
            ownerId: owner.user.id,
            fileName,
            documentType,
            status: docStatus,
            sizeBytes: sampleFile.length,
            contentType: "application/pdf",
            storageDriver: storage.name,
            storageKey,
            createdAt: new Date(createdAt.getTime() + DAY / 2),
          },
        });
        documents++;
      }
    }

    if (status !== "draft" && i % 2 === 0) {
      const thread = [
        { sender: owner.user, content: `Hi, I've submitted the application for ${businessName}. What happens next?` },
        {
          sender: staff,
          content:
            "Thanks for applying! We're reviewing your details and will match you with lenders shortly. Please upload your last 3 months of bank statements.",
        },
        { sender: owner.user, content: "Uploaded them just now. Thanks!" },
      ];
      for (let k = 0; k < thread.length; k++) {
        const m = thread[k]!;
        await prisma.message.create({
          data: {
            applicationId: app.id,
            senderId: m.sender.id,
            senderRole: m.sender.role,
            content: m.content,
            createdAt: new Date(createdAt.getTime() + (k + 1) * 3_600_000),
          },
        });
        messages++;
      }
    }

    if (partner && status === "settled") {
      const upfront = calcCommissionCents({
        baseAmountDollars: loanAmount,
        rateBps: UPFRONT_RATE_BPS,
        splitBps: DEFAULT_SPLIT_BPS,
      });
      const paid = lastAt.getTime() < now.getTime() - 30 * DAY;
      await prisma.commission.create({
        data: {
          partnerId: partner.id,
          applicationId: app.id,
          kind: "upfront",
          baseAmount: loanAmount,
          rateBps: UPFRONT_RATE_BPS,
          splitBps: DEFAULT_SPLIT_BPS,
          amountCents: upfront,
          earnedAt: lastAt,
          paid,
          paidAt: paid ? new Date(lastAt.getTime() + 2 * DAY) : null,
        },
      });
      const trail = calcCommissionCents({
        baseAmountDollars: loanAmount,
        rateBps: Math.round(TRAIL_RATE_BPS / 12),
        splitBps: DEFAULT_SPLIT_BPS,
      });
      await prisma.commission.create({
        data: {
          partnerId: partner.id,
          applicationId: app.id,
          kind: "trail",
          baseAmount: loanAmount,
          rateBps: Math.round(TRAIL_RATE_BPS / 12),
          splitBps: DEFAULT_SPLIT_BPS,
          amountCents: trail,
          earnedAt: new Date(lastAt.getTime() + 30 * DAY),
        },
      });
      commissions += 2;
    }
  }

  const leadPlan = [
    {
      partner: users.partner!,
      contactName: "Grace Lee",
      businessName: "Lee's Noodle House",
      loanAmount: 80_000,
      email: "grace@leesnoodles.example",
      status: "new" as const,
    },
    {
      partner: users.partner!,
      contactName: "Daniel Scott",
      businessName: "Scott Carpentry",
      loanAmount: 150_000,
      email: "dan@scottcarpentry.example",
      status: "contacted" as const,
    },
    {
      partner: users.partner!,
      contactName: "Mia Turner",
      businessName: "Turner Physio",
      loanAmount: 60_000,
      email: "mia@turnerphysio.example",
      status: "lost" as const,
    },
    {
      partner: users.partner2!,
      contactName: "Ethan Hall",
      businessName: "Hall Transport",
      loanAmount: 250_000,
      email: "ethan@halltransport.example",
      status: "new" as const,
    },
    {
      partner: users.partner2!,
      contactName: "Zoe Adams",
      businessName: "Adams Florist",
      loanAmount: 40_000,
      email: "zoe@adamsflorist.example",
      status: "contacted" as const,
    },
  ];
  for (const { partner, ...lead } of leadPlan)
    await prisma.lead.create({ data: { ...lead, partnerId: partner.id, phone: "0400 555 123" } });
  const converted = await prisma.application.findFirst({
    where: { partnerId: users.partner!.id },
    orderBy: { createdAt: "desc" },
  });
  if (converted) {
    await prisma.lead.create({
      data: {
        partnerId: users.partner!.id,
        contactName: `${converted.contactFirstName} ${converted.contactLastName}`,
        businessName: converted.businessName,
        loanAmount: converted.loanAmount,
        email: converted.contactEmail,
        status: "converted",
        applicationId: converted.id,
      },
    });
  }

  await prisma.partnerApplication.createMany({
    data: [
      {
        source: "partner_program",
        businessName: "Summit Finance Brokers",
        contactName: "Ava Clarke",
        email: "ava@summitbrokers.example",
        phone: "0411 222 333",
        message: "We refer around 10 SME clients a month.",
      },
      {
        source: "mortgage_broker",
        firstName: "Lucas",
        lastName: "Wright",
        email: "lucas@wrightmortgages.example",
        phone: "0422 333 444",
        company: "Wright Mortgages",
        yearlyReferrals: "12",
        experience: "8",
      },
    ],
  });
  await prisma.contactInquiry.create({
    data: {
      name: "Ruby Evans",
      email: "ruby@evansdesign.example",
      subject: "Equipment finance question",
      message: "Can I finance a second-hand CNC machine?",
    },
  });
  await prisma.auditEvent.create({ data: { action: "seed", entity: "Database", note: "Demo data loaded" } });

  return {
    users: DEMO_USERS.length + OTHER_CLIENTS.length,
    lenders: lenders.length,
    applications,
    documents,
    messages,
    commissions,
    leads: leadPlan.length + (converted ? 1 : 0),
  };
}
