import { describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/applications/route";
import { POST as ABN } from "@/app/api/abn-lookup/route";
import { POST as COMPANY } from "@/app/api/company-search/route";
import { DEMO_ABN, DEMO_BUSINESS } from "@/lib/abr/abn";
import { resetEnvForTests } from "@/lib/env";
import { BUNDLED_REGISTER } from "@/lib/abr/register-data";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs, apiRequest } from "../support/session";
import { wizardAnswers } from "../support/wizard-answers";

const answers = wizardAnswers;

describe("wizard submission (POST /api/applications)", () => {
  it("refuses bad input with every field error and creates nothing", async () => {
    await seedDemo();
    actAs(null);
    const prisma = testDatabase().connection.prisma;
    const before = await prisma.application.count();
    const res = await POST(
      apiRequest(
        "POST",
        "/api/applications",
        answers({ email: "not an email", phone: "123", amount: 7, consentSoftCheck: false }),
      ),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string[]> };
    expect(body.fields.email).toEqual(["Please enter a valid email address"]);
    expect(body.fields.phone).toEqual(["Please enter a valid Australian phone number"]);
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(["amount", "consentSoftCheck"]));
    expect(await prisma.application.count()).toBe(before);
  });

  it("creates the account, the application with its number, consent, matches, history, audit and a sign-in e-mail", async () => {
    await seedDemo();
    actAs(null);
    const input = answers();
    const res = await POST(apiRequest("POST", "/api/applications", input));
    expect(res.status).toBe(201);
    const result = (await res.json()) as {
      id: string;
      applicationNumber: string;
      matchedLenders: number;
      panelSize: number;
      topMatches: unknown[];
    };
    expect(result.applicationNumber).toMatch(/^BF-\d{4}-\d{6}$/);
    expect(result.panelSize).toBeGreaterThanOrEqual(24);
    expect(result.matchedLenders).toBeGreaterThan(0);
    expect(result.topMatches.length).toBe(Math.min(3, result.matchedLenders));
    const prisma = testDatabase().connection.prisma;
    const app = await prisma.application.findUniqueOrThrow({
      where: { id: result.id },
      include: { client: true, statusChanges: true, _count: { select: { matches: true } } },
    });
    expect(app.status).toBe("submitted");
    expect(app.client.email).toBe(input.email);
    expect(app.client.role).toBe("client");
    expect(app.consentSoftCheck).toBe(true);
    expect(app.consentAt).toBeInstanceOf(Date);
    expect(app.consentNoticeVersion).toBe("2026-11");
    expect(app._count.matches).toBe(result.panelSize);
    expect(app.statusChanges.map((c) => c.toStatus)).toEqual(["submitted"]);
    // The document checklist is requested at submission (not lazily later).
    const items = await prisma.checklistItem.findMany({ where: { applicationId: app.id } });
    expect(items.map((i) => [i.key, i.status])).toContainEqual(["bank-statements-6m", "requested"]);
    expect(await prisma.auditEvent.count({ where: { entityId: app.id, action: "application.submitted" } })).toBe(1);
    const mail = await prisma.outboxEmail.findFirstOrThrow({ where: { to: input.email } });
    expect(mail.subject).toContain(result.applicationNumber);
    expect(mail.text).toMatch(/\/signin\/verify\?token=/);
  });

  it("is idempotent: the same key twice gives one application", async () => {
    await seedDemo();
    actAs(null);
    const input = answers();
    const [r1, r2] = await Promise.all([
      POST(apiRequest("POST", "/api/applications", input)),
      POST(apiRequest("POST", "/api/applications", input)),
    ]);
    const [b1, b2] = [(await r1.json()) as { id: string }, (await r2.json()) as { id: string }];
    expect(b1.id).toBe(b2.id);
    expect(
      await testDatabase().connection.prisma.application.count({ where: { idempotencyKey: input.idempotencyKey } }),
    ).toBe(1);
  });

  it("a second submission of one key that misses the first one's application still gets its answer, not a hold", async () => {
    // The race a double click can hit: the second request's first look finds nothing, then it finds the
    // account the first one has just created with its application (CI caught it on PostgreSQL).
    await seedDemo();
    actAs(null);
    const input = answers();
    const first = (await (await POST(apiRequest("POST", "/api/applications", input))).json()) as { id: string };
    const prisma = testDatabase().connection.prisma;
    const look = vi.spyOn(prisma.application, "findUnique").mockResolvedValueOnce(null);
    try {
      const res = await POST(apiRequest("POST", "/api/applications", input));
      expect(res.ok).toBe(true);
      expect(((await res.json()) as { id: string }).id).toBe(first.id);
    } finally {
      look.mockRestore();
    }
    expect(await prisma.pendingApplication.count({ where: { idempotencyKey: input.idempotencyKey } })).toBe(0);
    expect(await prisma.application.count({ where: { idempotencyKey: input.idempotencyKey } })).toBe(1);
  });

  it("attributes a referral code to its partner and attaches a signed-in client's application to them", async () => {
    const users = await seedDemo();
    actAs(null);
    const referred = (await (
      await POST(apiRequest("POST", "/api/applications", answers({ referralCode: "mchen26" })))
    ).json()) as { id: string };
    const prisma = testDatabase().connection.prisma;
    expect((await prisma.application.findUniqueOrThrow({ where: { id: referred.id } })).partnerId).toBe(
      users.partnerA.id,
    );

    actAs(users.clientA);
    const own = (await (
      await POST(apiRequest("POST", "/api/applications", answers({ email: "someone.else@example.com" })))
    ).json()) as { id: string };
    expect((await prisma.application.findUniqueOrThrow({ where: { id: own.id } })).clientId).toBe(users.clientA.id);

    actAs(users.staff);
    expect((await POST(apiRequest("POST", "/api/applications", answers()))).status).toBe(403);
    actAs(null);
  });
});

describe("lookups", () => {
  it("finds a registered ABN, never the demo ABN (it fails the checksum), and searches names", async () => {
    actAs(null);
    const entry = BUNDLED_REGISTER[0]!;
    const found = await ABN(
      apiRequest("POST", "/api/abn-lookup", {
        abnNumber: entry.abn.replace(/(\d{2})(\d{3})(\d{3})(\d{3})/, "$1 $2 $3 $4"),
      }),
    );
    expect(found.status).toBe(200);
    expect(((await found.json()) as { businessName: string }).businessName).toBe(entry.businessName);
    expect((await ABN(apiRequest("POST", "/api/abn-lookup", { abnNumber: DEMO_ABN }))).status).toBe(404);
    const search = await COMPANY(apiRequest("POST", "/api/company-search", { companyName: "geelong metal" }));
    // Each match carries what the wizard's list shows: ABN, entity type and state (issue #37 item 2).
    const body = (await search.json()) as { businessName: string; matches: Record<string, string>[] };
    expect(body).toMatchObject({ businessName: "Geelong Metal Works" });
    expect(body.matches[0]).toMatchObject({
      businessName: "Geelong Metal Works",
      abn: expect.stringMatching(/^\d{11}$/),
      entityType: "Australian Private Company",
      state: expect.stringMatching(/^[A-Z]{2,3}$/),
    });
    expect((await COMPANY(apiRequest("POST", "/api/company-search", { companyName: "zz" }))).status).toBe(400);
  });

  it("answers the demo ABN with the demo business only where demo sign-ins are on", async () => {
    actAs(null);
    const before = process.env.DEV_LOGINS;
    process.env.DEV_LOGINS = "1";
    resetEnvForTests();
    try {
      const demo = await ABN(apiRequest("POST", "/api/abn-lookup", { abnNumber: "123 456 789 01" }));
      expect(demo.status).toBe(200);
      expect(await demo.json()).toEqual({ businessName: DEMO_BUSINESS, abn: DEMO_ABN });
    } finally {
      if (before === undefined) delete process.env.DEV_LOGINS;
      else process.env.DEV_LOGINS = before;
      resetEnvForTests();
    }
    expect((await ABN(apiRequest("POST", "/api/abn-lookup", { abnNumber: DEMO_ABN }))).status).toBe(404);
  });
});
