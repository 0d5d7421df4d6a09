import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GET as RESUME } from "@/app/(apply)/application/resume/route";
import { POST as LINK } from "@/app/api/applications/draft/link/route";
import { GET, PUT } from "@/app/api/applications/draft/route";
import { POST as SUBMIT } from "@/app/api/applications/route";
import { measureCompletion } from "@/lib/applications/completion-time";
import { listDrafts, purgeExpiredDrafts } from "@/lib/applications/drafts";
import { hashDraftToken } from "@/lib/applications/draft-token";
import { getVerifiedUser } from "@/lib/auth/session";
import { setConnectionForTests } from "@/lib/db";
import { connect } from "@/lib/db/connection";
import { runMigrations } from "@/lib/db/migrate";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs, apiRequest } from "../support/session";
import { wizardAnswers } from "../support/wizard-answers";

const prisma = () => testDatabase().connection.prisma;
const cookieOf = (res: Response) => /bizfund_draft=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? null;
const jar = (token?: string | null): Record<string, string> => (token ? { cookie: `bizfund_draft=${token}` } : {});
const STEP5 = { purpose: "equipment", amount: 250000, term: 36, monthlyTurnover: 80000 };

async function save(body: unknown, token?: string | null) {
  return PUT(apiRequest("PUT", "/api/applications/draft", body, jar(token)));
}
async function load(token?: string | null) {
  const res = await GET(apiRequest("GET", "/api/applications/draft", undefined, jar(token)));
  expect(res.status).toBe(200);
  return ((await res.json()) as { draft: { id: string; step: number; answers: Record<string, unknown> } | null }).draft;
}
/** A signed-out visitor's first save: the draft and the cookie that names it. */
async function newDraft(answers: Record<string, unknown> = STEP5, step = 5) {
  const res = await save({ step, answers });
  expect(res.status).toBe(200);
  const token = cookieOf(res);
  expect(token).toBeTruthy();
  return token!;
}

describe("wizard drafts on the server", () => {
  it("creates a draft at the first save, with an HttpOnly cookie whose secret the database keeps only hashed", async () => {
    actAs(null);
    const res = await save({ step: 2, answers: { purpose: "growth" } });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/); // APP_URL is http in tests
    const token = cookieOf(res)!;
    const row = await prisma().wizardDraft.findUniqueOrThrow({ where: { secretHash: hashDraftToken(token) } });
    expect(JSON.stringify(row)).not.toContain(token);
    const audit = await prisma().auditEvent.findFirstOrThrow({ where: { action: "draft.created", entityId: row.id } });
    expect(audit.after).toEqual({ step: 2 });

    const again = await save({ step: 3, answers: { purpose: "growth", amount: 200000 } }, token);
    expect(cookieOf(again)).toBeNull(); // the same draft: no new cookie
    expect(await load(token)).toMatchObject({ id: row.id, step: 3, answers: { purpose: "growth", amount: 200000 } });
  });

  it("refuses an answer its rule refuses (400), a body over the limit (413), and answers null to no cookie", async () => {
    actAs(null);
    const bad = await save({ step: 2, answers: { email: "not an email", amount: 7 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(
      expect.arrayContaining(["answers.email", "answers.amount"]),
    );
    const huge = await save({ step: 2, answers: { companyName: "x".repeat(10_000) } });
    expect(huge.status).toBe(413);
    expect(await load(null)).toBeNull();
  });

  it("is not readable with another browser's cookie", async () => {
    actAs(null);
    const mine = await newDraft();
    const theirs = await newDraft({ purpose: "payroll" }, 1);
    expect((await load(mine))?.answers).toMatchObject(STEP5);
    expect((await load(theirs))?.answers).toEqual({ purpose: "payroll" });
    expect(await load("A".repeat(43))).toBeNull();
    // A save with another cookie changes that cookie's draft, never this one.
    await save({ step: 2, answers: { purpose: "other" } }, theirs);
    expect((await load(mine))?.answers).toMatchObject(STEP5);
  });

  it("survives a new browser: the e-mailed link (multi-use) sets the cookie and restores step 5 with every answer", async () => {
    actAs(null);
    const token = await newDraft();
    const noEmail = await LINK(apiRequest("POST", "/api/applications/draft/link", undefined, jar(token)));
    expect(noEmail.status).toBe(409);
    const email = `resume.${Date.now()}@example.com`;
    await save({ step: 5, answers: { ...STEP5, email } }, token);
    const sent = await LINK(apiRequest("POST", "/api/applications/draft/link", undefined, jar(token)));
    expect(sent.status).toBe(200);
    const mail = await prisma().outboxEmail.findFirstOrThrow({ where: { to: email } });
    const link = /http\S+\/application\/resume\?token=(\S+)/.exec(mail.text)!;
    const resumeToken = link[1]!;
    const row = await prisma().wizardDraft.findUniqueOrThrow({
      where: { resumeTokenHash: hashDraftToken(resumeToken) },
    });
    const audit = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "draft.resume_link_sent", entityId: row.id },
    });
    expect(JSON.stringify(audit)).not.toContain(email);
    expect(JSON.stringify(audit)).not.toContain("equipment");

    // A mail scanner opens it first: the link still works, and each opening takes the draft over.
    const opened: (string | null)[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await RESUME(apiRequest("GET", `/application/resume?token=${resumeToken}`));
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/application");
      opened.push(cookieOf(res));
      expect(await load(opened[i])).toMatchObject({ id: row.id, step: 5, answers: { ...STEP5, email } });
    }
    expect(opened[1]).not.toBe(resumeToken); // the link's token is never a cookie
    // Only the newest opening holds it: the scanner's cookie and the original browser's are cut off (#39 item 1).
    expect(await load(opened[0])).toBeNull();
    expect(await load(token)).toBeNull();
    const unknown = await RESUME(apiRequest("GET", `/application/resume?token=${"B".repeat(43)}`));
    expect(unknown.headers.get("location")).toBe("/application/resume/expired");
    expect(cookieOf(unknown)).toBeNull();
  });

  it("cuts off whoever started the draft once the link is opened, and a linked draft answers only its account (#39 item 1)", async () => {
    const users = await seedDemo();
    const victim = users.clientA;
    // The attacker starts a draft with the victim's address and has the genuine e-mail sent to them.
    actAs(null);
    const attacker = await newDraft({ ...STEP5, email: victim.email });
    expect((await LINK(apiRequest("POST", "/api/applications/draft/link", undefined, jar(attacker)))).status).toBe(200);
    const mail = await prisma().outboxEmail.findFirstOrThrow({
      where: { to: victim.email, subject: "Continue your BizFund application" },
      orderBy: { createdAt: "desc" },
    });
    const resumeToken = /\/application\/resume\?token=(\S+)/.exec(mail.text)![1]!;

    // The victim opens it and fills in the form.
    const opened = await RESUME(apiRequest("GET", `/application/resume?token=${resumeToken}`));
    const victimCookie = cookieOf(opened)!;
    const secret = { ...STEP5, email: victim.email, firstName: "Vicky", phone: "0400 000 000" };
    expect((await save({ step: 7, answers: secret }, victimCookie)).status).toBe(200);

    // The attacker's cookie reads nothing, and a save with it starts a new draft instead of overwriting.
    expect(await load(attacker)).toBeNull();
    const overwrite = await save({ step: 1, answers: { purpose: "other" } }, attacker);
    expect(overwrite.status).toBe(200);
    expect(cookieOf(overwrite)).not.toBeNull();
    expect((await load(victimCookie))?.answers).toMatchObject({ firstName: "Vicky" });

    // Linked to the victim's account: only that account, whatever cookie anyone holds.
    actAs(victim);
    expect((await save({ step: 9, answers: secret }, victimCookie)).status).toBe(200);
    const row = await prisma().wizardDraft.findUniqueOrThrow({ where: { secretHash: hashDraftToken(victimCookie) } });
    expect(row.userId).toBe(victim.id);
    actAs(null);
    expect(await load(victimCookie)).toBeNull();
    expect(await load(attacker)).toBeNull();
    const signedOut = await save({ step: 1, answers: {} }, victimCookie);
    expect(cookieOf(signedOut)).not.toBeNull(); // a new draft, not the victim's
    const reopened = await RESUME(apiRequest("GET", `/application/resume?token=${resumeToken}`));
    expect(reopened.headers.get("location")).toBe("/application/resume/expired");
    actAs(users.clientB);
    expect(await load(victimCookie)).toBeNull();
    actAs(victim);
    expect(await load(victimCookie)).toMatchObject({ id: row.id, step: 9, answers: { firstName: "Vicky" } });
  });

  it("survives a restart: a fresh database client on the same data directory", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "drafts-restart-"));
    const original = testDatabase().connection;
    try {
      const first = await connect({ dataDir: dir });
      await runMigrations(first.sql);
      setConnectionForTests(first);
      actAs(null);
      const token = await newDraft();
      await first.close();
      const second = await connect({ dataDir: dir });
      setConnectionForTests(second);
      expect(await load(token)).toMatchObject({ step: 5, answers: STEP5 });
      await second.close();
    } finally {
      setConnectionForTests(original);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("purges drafts past their expiry (and no longer offers them before that)", async () => {
    actAs(null);
    const old = await newDraft();
    const fresh = await newDraft();
    await prisma().wizardDraft.update({
      where: { secretHash: hashDraftToken(old) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await load(old)).toBeNull();
    expect(await purgeExpiredDrafts()).toBeGreaterThanOrEqual(1);
    expect(await prisma().wizardDraft.count({ where: { secretHash: hashDraftToken(old) } })).toBe(0);
    expect(await load(fresh)).not.toBeNull();
    expect(await prisma().auditEvent.count({ where: { action: "draft.purged" } })).toBeGreaterThan(0);
  });

  it("links to the signed-in applicant, who continues it from the portal; nobody else can", async () => {
    const users = await seedDemo();
    actAs(null);
    const token = await newDraft();
    actAs(users.clientA);
    await save({ step: 6, answers: { ...STEP5, timeInBusiness: "2-5y" } }, token);
    const row = await prisma().wizardDraft.findUniqueOrThrow({ where: { secretHash: hashDraftToken(token) } });
    expect(row.userId).toBe(users.clientA.id);
    const drafts = await listDrafts((await getVerifiedUser())!);
    expect(drafts.map((d) => d.id)).toContain(row.id);

    // The portal's 'Continue application' in another browser (no cookie): a new cookie for the same draft.
    const cont = await RESUME(apiRequest("GET", `/application/resume?draft=${row.id}`));
    expect(cont.headers.get("location")).toBe("/application");
    expect((await load(cookieOf(cont)))?.step).toBe(6);

    actAs(users.clientB);
    expect(await load(cookieOf(cont))).toBeNull(); // linked to someone else: the cookie is not enough
    const theirs = await RESUME(apiRequest("GET", `/application/resume?draft=${row.id}`));
    expect(theirs.headers.get("location")).toBe("/application/resume/expired");
    actAs(users.staff);
    expect((await save({ step: 1, answers: {} })).status).toBe(403);
  });

  it("is deleted when the application is submitted, so it is not offered again", async () => {
    await seedDemo();
    actAs(null);
    const token = await newDraft();
    const res = await SUBMIT(apiRequest("POST", "/api/applications", wizardAnswers(), jar(token)));
    expect(res.status).toBe(201);
    expect(await prisma().wizardDraft.count({ where: { secretHash: hashDraftToken(token) } })).toBe(0);
    expect(await load(token)).toBeNull();
  });

  it("keeps when the draft began on the application it became, and measures the median time to complete (ADR 064)", async () => {
    await seedDemo();
    actAs(null);
    const token = await newDraft();
    const draft = await prisma().wizardDraft.findUniqueOrThrow({ where: { secretHash: hashDraftToken(token) } });
    const started = new Date(Date.now() - 7 * 60_000); // the first answer, 7 minutes ago
    await prisma().wizardDraft.update({ where: { id: draft.id }, data: { createdAt: started } });
    const res = await SUBMIT(apiRequest("POST", "/api/applications", wizardAnswers(), jar(token)));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const app = await prisma().application.findUniqueOrThrow({ where: { id } });
    expect(app.wizardStartedAt?.toISOString()).toBe(started.toISOString());
    expect(app.submittedAt!.getTime() - started.getTime()).toBeGreaterThanOrEqual(7 * 60_000);

    // The measurement: only applications with a draft start count; the median of theirs.
    const later = new Date(Date.now() + 1000);
    const m = await measureCompletion(prisma(), later);
    const timed = await prisma().application.findMany({
      where: { wizardStartedAt: { not: null }, submittedAt: { not: null } },
      select: { wizardStartedAt: true, submittedAt: true },
    });
    expect(m.sample).toBe(timed.length);
    expect(m.sample).toBeGreaterThanOrEqual(1);
    const seconds = timed
      .map((t) => (t.submittedAt!.getTime() - t.wizardStartedAt!.getTime()) / 1000)
      .sort((a, b) => a - b);
    const mid = seconds.length / 2;
    const median = seconds.length % 2 ? seconds[Math.floor(mid)]! : (seconds[mid - 1]! + seconds[mid]!) / 2;
    expect(m.medianSeconds).toBe(Math.round(median));
    expect(m).toMatchObject({ windowDays: 90, measuredAt: later.toISOString().slice(0, 10) });
    // Outside the window nothing counts, and no median is invented.
    expect(await measureCompletion(prisma(), new Date(Date.now() + 200 * 86_400_000))).toMatchObject({
      sample: 0,
      medianSeconds: null,
    });
  });
});

afterAll(() => actAs(null));
