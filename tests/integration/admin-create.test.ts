import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseLenderFile } from "@/lib/admin/lender-file";
import { createFirstAdmin, importLenderPanel } from "@/lib/admin/setup";
import { resetPassword } from "@/lib/auth/account";
import { commandEnv, commandReport, runNpmScript } from "../support/command";
import { testDatabase } from "../support/fixtures";

// `npm run admin:create` (ADR 049): the first admin and the lender panel of a production database,
// with no demo data; audited and safe to run again. On PGlite and PostgreSQL like every db test.
const SAMPLE = "deploy/lenders.sample.csv";
const sample = () => parseLenderFile(readFileSync(SAMPLE, "utf8"), SAMPLE);
const appUrl = "https://bizfund.example";
const tmp = mkdtempSync(path.join(os.tmpdir(), "bizfund-admin-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const prisma = () => testDatabase().connection.prisma;
const events = () =>
  prisma().auditEvent.findMany({
    orderBy: { at: "asc" },
    select: { action: true, actorId: true, actorRole: true, entityId: true, note: true },
  });

describe("admin:create", () => {
  it("creates the first admin without a password, and a one-time link sets it; no demo user appears", async () => {
    const setup = await createFirstAdmin(prisma(), { email: "Ops@Example.com", firstName: "Ada", appUrl });
    expect(setup.created).toBe(true);
    const user = await prisma().user.findUniqueOrThrow({ where: { id: setup.userId } });
    expect(user).toMatchObject({ email: "ops@example.com", role: "admin", status: "active", passwordHash: null });
    expect(await prisma().user.count()).toBe(1);
    const link = new URL(setup.link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${appUrl}/signin/reset`);
    expect(await events()).toEqual([
      { action: "user.created", actorId: null, actorRole: "system", entityId: user.id, note: null },
      { action: "auth.setup_link_issued", actorId: null, actorRole: "system", entityId: user.id, note: null },
    ]);

    // A second run before the link was used: the same admin, a fresh link, the old one dead.
    const again = await createFirstAdmin(prisma(), { email: "ops@example.com", appUrl });
    expect(again).toMatchObject({ userId: user.id, created: false });
    expect(again.link).not.toBe(setup.link);
    const token = (l: string) => new URL(l).searchParams.get("token")!;
    await expect(resetPassword(token(setup.link!), "correct horse battery staple")).rejects.toThrow(
      /expired or was already used/,
    );
    await resetPassword(token(again.link!), "correct horse battery staple");
    expect((await prisma().user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toMatch(/^scrypt\$/);

    // Once the admin has a password, running it again changes nothing and issues no link.
    const before = (await events()).length;
    expect(await createFirstAdmin(prisma(), { email: "ops@example.com", appUrl })).toEqual({
      userId: user.id,
      created: false,
      link: null,
    });
    expect(await events()).toHaveLength(before);
    expect(await prisma().user.count()).toBe(1);
  }, 60_000);

  it("refuses an address that belongs to another role", async () => {
    await prisma().user.create({ data: { email: "client@example.com", role: "client" } });
    await expect(createFirstAdmin(prisma(), { email: "client@example.com", appUrl })).rejects.toThrow(
      /already has a client account/,
    );
    expect((await prisma().user.findUniqueOrThrow({ where: { email: "client@example.com" } })).role).toBe("client");
  });

  it("imports the sample panel, audited; again, nothing changes; an edited row updates that lender only", async () => {
    const lenders = sample();
    expect(await importLenderPanel(prisma(), lenders, "lenders.sample.csv")).toEqual({
      created: ["example-prime-bank", "example-near-prime", "example-alt-doc"],
      updated: [],
      unchanged: [],
    });
    const nearPrime = await prisma().lender.findUniqueOrThrow({ where: { slug: "example-near-prime" } });
    expect(nearPrime).toMatchObject({
      tier: "near_prime",
      products: ["working_capital", "term_loan"],
      excludedIndustries: ["agriculture"],
      maxTurnoverMultiple: 300,
      driver: "email",
      submissionEmail: "submissions@near-prime.example",
      commissionRateBps: 120,
    });
    const created = (await events()).filter((e) => e.action === "lender.created");
    expect(created).toHaveLength(3);
    expect(created.every((e) => e.actorRole === "system" && e.note === "imported from lenders.sample.csv")).toBe(true);

    const count = (await events()).length;
    expect(await importLenderPanel(prisma(), lenders, "lenders.sample.csv")).toMatchObject({
      created: [],
      updated: [],
    });
    expect(await events()).toHaveLength(count);

    const edited = lenders.map((l) => (l.slug === "example-alt-doc" ? { ...l, rateMaxBps: 2590 } : l));
    expect(await importLenderPanel(prisma(), edited, "lenders.sample.csv")).toMatchObject({
      updated: ["example-alt-doc"],
      unchanged: ["example-prime-bank", "example-near-prime"],
    });
    const update = await prisma().auditEvent.findFirstOrThrow({ where: { action: "lender.updated" } });
    expect(update.before).toMatchObject({ rateMaxBps: 2490 });
    expect(update.after).toMatchObject({ rateMaxBps: 2590 });
  });

  it("checks the whole file first: a bad row names its line and field, and nothing is written", () => {
    const bad = readFileSync(SAMPLE, "utf8").replace(",prime,", ",premium,").replace("10000,200000", "10000,abc");
    expect(() => parseLenderFile(bad, "panel.csv")).toThrow(/panel\.csv line 2: tier: .*\n.*line 4: maxAmount/);
    expect(() => parseLenderFile('[{"slug":"x"}]', "panel.txt")).toThrow(/\.json or \.csv/);
    const typo = JSON.stringify([{ ...sample()[0], rateMax: 900 }]);
    expect(() => parseLenderFile(typo, "panel.json")).toThrow(/panel\.json lender 1: unknown field rateMax/);
    expect(parseLenderFile(JSON.stringify({ lenders: sample() }), "panel.json")).toEqual(sample());
  });

  it("runs as a command on the configured database", async () => {
    const env = commandEnv(tmp, { APP_URL: appUrl, NODE_ENV: "production" });
    // `npm run admin:create` itself, so its flags are what is tested; a crash fails with its output.
    const run = async (email: string) => {
      const result = await runNpmScript("admin:create", ["--email", email, "--lenders", SAMPLE], env);
      expect(result.outcome, commandReport("npm run admin:create", result)).toBe("exit 0");
      return result;
    };
    const first = await run("boss@example.com");
    expect(first.stdout).toMatch(/Created the admin boss@example\.com/);
    expect(first.stdout).toMatch(/https:\/\/bizfund\.example\/signin\/reset\?token=[\w-]{43}/);
    expect(first.stdout).toMatch(/Lender panel from deploy\/lenders\.sample\.csv: \d created/);
    const second = await run("boss@example.com");
    expect(second.stdout).toMatch(/Found the admin boss@example\.com/);
    expect(second.stdout).toMatch(/0 created, 0 updated, 3 unchanged/);
  }, 240_000);
});
