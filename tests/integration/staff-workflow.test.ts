import { describe, expect, it } from "vitest";
import { PATCH } from "@/app/api/applications/[id]/status/route";
import { POST as ASSESS } from "@/app/api/applications/[id]/ai-assessment/route";
import { GET as LIST } from "@/app/api/applications/route";
import { GET as DASH } from "@/app/api/staff/dashboard/route";
import { acceptedOffer } from "../support/accepted-offer";
import { seedDemo, testDatabase } from "../support/fixtures";
import { makeReadyForLenders } from "../support/full-application";
import { actAs, apiRequest, routeParams } from "../support/session";
import { SETTLE_WITH_RECORD } from "@/lib/settlement/schema";

async function submittedApp() {
  const prisma = testDatabase().connection.prisma;
  return prisma.application.findFirstOrThrow({ where: { status: "submitted" }, orderBy: { seq: "asc" } });
}
const patch = (id: string, body: unknown) =>
  PATCH(apiRequest("PATCH", `/api/applications/${id}/status`, body), routeParams({ id }));

describe("staff status workflow", () => {
  it("moves forward (skipping steps), records history, audit and the client's notification", async () => {
    const users = await seedDemo();
    const app = await submittedApp();
    // The readiness gate: lenders see the file only once it is complete and its required documents approved.
    await makeReadyForLenders(users.staff, app.id);
    actAs(users.staff);
    const res = await patch(app.id, { status: "lender_matching", notes: "Fast-tracked", version: app.version });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      canonicalStatus: "lender_matching",
      status: "in_review",
      version: app.version + 1,
    });
    const prisma = testDatabase().connection.prisma;
    const last = await prisma.applicationStatusChange.findFirstOrThrow({
      where: { applicationId: app.id },
      orderBy: { createdAt: "desc" },
    });
    expect(last).toMatchObject({
      fromStatus: "submitted",
      toStatus: "lender_matching",
      note: "Fast-tracked",
      byUserId: users.staff.id,
    });
    expect(await prisma.auditEvent.count({ where: { entityId: app.id, action: "application.status_changed" } })).toBe(
      1,
    );
    expect(
      await prisma.notification.count({ where: { userId: app.clientId, kind: "status_changed" } }),
    ).toBeGreaterThan(0);
  });

  it("accepts the spec's staff vocabulary and refuses what the transition table forbids with 409", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const settled = await prisma.application.findFirstOrThrow({ where: { status: "settled" } });
    actAs(users.staff);
    const res = await patch(settled.id, { status: "pending", notes: "Reopen" });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/admin/i);
    actAs(users.admin);
    expect((await patch(settled.id, { status: "in_review", notes: "Reopened after a lender query" })).status).toBe(200);
    expect((await prisma.application.findUniqueOrThrow({ where: { id: settled.id } })).status).toBe("under_review");
    expect((await patch(settled.id, { status: "nonsense" })).status).toBe(400);
  });

  it("refuses a decision without a note, and funded without the settlement record, with 409, changing nothing", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    // Never funded (an earlier test reopens a settled file into under_review, settledAt kept).
    const app = await prisma.application.findFirstOrThrow({ where: { status: "under_review", settledAt: null } });
    const changesBefore = await prisma.applicationStatusChange.count({ where: { applicationId: app.id } });
    actAs(users.staff);
    for (const notes of [undefined, null, "   ", "Lender paid out, ref PX-114"]) {
      const res = await patch(app.id, { status: "funded", notes, version: app.version });
      expect(res.status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toBe(SETTLE_WITH_RECORD);
    }
    actAs(users.admin);
    expect((await patch(app.id, { status: "settled", notes: "Paid", version: app.version })).status).toBe(409);
    actAs(users.staff);
    expect((await patch(app.id, { status: "approved", version: app.version })).status).toBe(409);
    expect((await patch(app.id, { status: "rejected", version: app.version })).status).toBe(409);
    const unchanged = await prisma.application.findUniqueOrThrow({ where: { id: app.id } });
    expect(unchanged).toMatchObject({ status: "under_review", version: app.version, settledAt: null });
    expect(await prisma.applicationStatusChange.count({ where: { applicationId: app.id } })).toBe(changesBefore);

    // Approved needs the accepted offer and its signed contract (ADR 068): 409 with what is missing.
    const early = await patch(app.id, { status: "approved", notes: "Contract signed", version: app.version });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { fields: { missing: string[] } }).fields.missing).toEqual([
      "an accepted offer",
      "a signed contract",
    ]);
    const lender = await prisma.lender.findFirstOrThrow({ where: { active: true }, orderBy: { name: "asc" } });
    await acceptedOffer(app.id, lender, { keepStatus: true });
    const res = await patch(app.id, { status: "approved", notes: "Contract signed", version: app.version });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ canonicalStatus: "approved" });
    const last = await prisma.applicationStatusChange.findFirstOrThrow({
      where: { applicationId: app.id },
      orderBy: { createdAt: "desc" },
    });
    expect(last).toMatchObject({ toStatus: "approved", note: "Contract signed", byUserId: users.staff.id });
  });

  it("a stale version loses with 409 instead of overwriting", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const app = await prisma.application.findFirstOrThrow({ where: { status: "under_review" } });
    actAs(users.staff);
    const [a, b] = await Promise.all([
      patch(app.id, { status: "withdrawn", notes: "The client asked us to stop", version: app.version }),
      patch(app.id, { status: "declined", notes: "x", version: app.version }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await prisma.application.findUniqueOrThrow({ where: { id: app.id } })).version).toBe(app.version + 1);
  });

  it("assesses risk with the spec's categories and lists the queue newest first, 10 a page", async () => {
    const users = await seedDemo();
    const app = await submittedApp();
    actAs(users.staff);
    const res = await ASSESS(
      apiRequest("POST", `/api/applications/${app.id}/ai-assessment`),
      routeParams({ id: app.id }),
    );
    const body = (await res.json()) as { riskScore: number; riskCategory: string; factors: unknown[] };
    expect(body.riskScore).toBeGreaterThanOrEqual(0);
    expect(body.riskScore).toBeLessThanOrEqual(100);
    expect(body.riskCategory).toBe(
      body.riskScore < 30 ? "Low Risk" : body.riskScore < 70 ? "Medium Risk" : "High Risk",
    );
    expect(body.factors.length).toBeGreaterThan(3);

    const page1 = await LIST(apiRequest("GET", "/api/applications"));
    const rows = (await page1.json()) as { createdAt: string; id: string }[];
    expect(rows).toHaveLength(10);
    const dates = rows.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const cursor = page1.headers.get("x-next-cursor");
    expect(cursor).toBeTruthy();
    const page2 = (await (await LIST(apiRequest("GET", `/api/applications?cursor=${cursor}`))).json()) as {
      id: string;
      createdAt: string;
    }[];
    expect(page2.length).toBeGreaterThan(0);
    expect(page2.some((r) => rows.some((x) => x.id === r.id))).toBe(false);
    expect(page2[0]!.createdAt <= rows.at(-1)!.createdAt).toBe(true);

    // The search box: a complete number (any case) finds exactly that application; part of one
    // still finds every application whose number contains it.
    const numbered = await testDatabase().connection.prisma.application.findFirstOrThrow({
      where: { status: { not: "draft" } },
      orderBy: { seq: "desc" },
    });
    const search = async (q: string) =>
      (
        (await (await LIST(apiRequest("GET", `/api/applications?q=${encodeURIComponent(q)}`))).json()) as {
          id: string;
        }[]
      ).map((r) => r.id);
    expect(await search(numbered.number.toLowerCase())).toEqual([numbered.id]);
    expect(await search(numbered.number.slice(0, -1))).toContain(numbered.id);
    // Words (with a space) search the business name only: no number holds a space.
    const words = numbered.businessName.split(" ").slice(0, 2).join(" ");
    expect(words).toContain(" ");
    expect(await search(words)).toContain(numbered.id);
    expect(await search(numbered.number.replace(/-(?=\d+$)/, " "))).toEqual([]);

    const dash = (await (await DASH(apiRequest("GET", "/api/staff/dashboard"))).json()) as Record<string, number>;
    const prisma = testDatabase().connection.prisma;
    expect(dash.newApplications).toBe(await prisma.application.count({ where: { status: "submitted" } }));
    expect(dash.settled).toBe(await prisma.application.count({ where: { status: "settled" } }));
  });
});
