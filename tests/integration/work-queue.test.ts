import { isValidElement, type ReactElement } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { BrokerPortalPage } from "@/app/(portals)/broker-portal/broker-portal-page";
import ClientWorkspacePage from "@/app/(portals)/client/applications/[id]/page";
import PartnerWorkspacePage from "@/app/(portals)/partner/applications/[id]/page";
import { GET as DETAIL } from "@/app/api/applications/[id]/route";
import { GET as LIST } from "@/app/api/applications/route";
import { GET as BROKER_LIST } from "@/app/api/broker/applications/route";
import { PUT as ASSIGN } from "@/app/api/staff/applications/[id]/assignee/route";
import { GET as NOTES, POST as ADD_NOTE } from "@/app/api/staff/applications/[id]/notes/route";
import { PUT as TARGETS } from "@/app/api/staff/status-targets/route";
import { STATUS_TARGETS_TTL_MS } from "@/lib/applications/status-target-store";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

let users: DemoUsers;
let appId: string;
const prisma = () => testDatabase().connection.prisma;
beforeAll(async () => {
  users = await seedDemo();
  // clientA's application referred by partnerA (what the client and broker views show).
  appId = (
    await prisma().application.findFirstOrThrow({
      where: { clientId: users.clientA.id, partnerId: users.partnerA.id, status: { not: "draft" } },
      orderBy: { seq: "asc" },
    })
  ).id;
});

const assign = (id: string, body: unknown) =>
  ASSIGN(apiRequest("PUT", `/api/staff/applications/${id}/assignee`, body), routeParams({ id }));
const queue = async (query: string) => {
  const res = await LIST(apiRequest("GET", `/api/applications?${query}`), routeParams({}));
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; assigneeId: string | null; overdue: boolean; targetHours: number }[];
};

describe("assignment", () => {
  it("assigns, reassigns and unassigns, audited before and after, and tells the new assignee", async () => {
    const app = await prisma().application.findUniqueOrThrow({ where: { id: appId } });
    actAs(users.staff);
    const first = await assign(appId, { assigneeId: users.staff.id, version: app.version });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ assigneeId: users.staff.id, version: app.version + 1 });
    // Assigning to oneself is no news to oneself.
    expect(await prisma().notification.count({ where: { userId: users.staff.id, kind: "application_assigned" } })).toBe(
      0,
    );

    const second = await assign(appId, { assigneeId: users.admin.id });
    expect(second.status).toBe(200);
    const told = await prisma().notification.findFirstOrThrow({
      where: { userId: users.admin.id, kind: "application_assigned" },
    });
    expect(told.link).toBe(`/staff/applications/${appId}`);

    expect((await assign(appId, { assigneeId: null })).status).toBe(200);
    const events = await prisma().auditEvent.findMany({
      where: { entityId: appId, action: { in: ["application.assigned", "application.unassigned"] } },
      orderBy: { at: "asc" },
    });
    expect(events.map((e) => [e.action, e.before, e.after, e.actorId])).toEqual([
      ["application.assigned", { assigneeId: null }, { assigneeId: users.staff.id }, users.staff.id],
      ["application.assigned", { assigneeId: users.staff.id }, { assigneeId: users.admin.id }, users.staff.id],
      ["application.unassigned", { assigneeId: users.admin.id }, { assigneeId: null }, users.staff.id],
    ]);
  });

  it("refuses a client as assignee, a stale version, and anyone outside the team", async () => {
    actAs(users.staff);
    const bad = await assign(appId, { assigneeId: users.clientA.id });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string[]> }).fields.assigneeId).toEqual([
      "Choose an active staff member.",
    ]);
    expect((await assign(appId, { assigneeId: users.staff.id, version: 0 })).status).toBe(409);
    actAs(users.partnerA);
    expect((await assign(appId, { assigneeId: users.partnerA.id })).status).toBe(403);
  });

  it("filters the queue: assigned to me, unassigned", async () => {
    actAs(users.staff);
    expect((await assign(appId, { assigneeId: users.staff.id })).status).toBe(200);
    const mine = await queue("assignee=me&limit=100");
    expect(mine.map((r) => r.id)).toEqual([appId]);
    const unassigned = await queue("assignee=unassigned&limit=100");
    expect(unassigned.length).toBeGreaterThan(0);
    expect(unassigned.every((r) => r.assigneeId === null)).toBe(true);
    expect(unassigned.some((r) => r.id === appId)).toBe(false);
    // Someone else's 'me' is not mine.
    actAs(users.admin);
    expect((await queue("assignee=me&limit=100")).some((r) => r.id === appId)).toBe(false);
    expect((await LIST(apiRequest("GET", "/api/applications?assignee=nobody"), routeParams({}))).status).toBe(400);
  });
});

describe("time in status", () => {
  it("is overdue against the default target, then against the target admin sets (audited)", async () => {
    const app = await prisma().application.findFirstOrThrow({
      where: { status: "submitted" },
      orderBy: { seq: "asc" },
    });
    await prisma().application.update({
      where: { id: app.id },
      data: { statusChangedAt: new Date(Date.now() - 30 * 3_600_000) },
    });
    actAs(users.staff);
    const row = async () => (await queue("status=submitted&limit=100")).find((r) => r.id === app.id)!;
    expect(await row()).toMatchObject({ hoursInStatus: 30, targetHours: 24, overdue: true });

    const body = { targets: [{ status: "submitted", targetHours: 48 }] };
    expect((await TARGETS(apiRequest("PUT", "/api/staff/status-targets", body), routeParams({}))).status).toBe(403);
    actAs(users.admin);
    expect((await TARGETS(apiRequest("PUT", "/api/staff/status-targets", body), routeParams({}))).status).toBe(200);
    expect(await row()).toMatchObject({ hoursInStatus: 30, targetHours: 48, overdue: false });
    const event = await prisma().auditEvent.findFirstOrThrow({ where: { action: "settings.status_targets" } });
    expect(event.after).toEqual({ submitted: 48 });
    const refused = await TARGETS(
      apiRequest("PUT", "/api/staff/status-targets", { targets: [{ status: "settled", targetHours: 5 }] }),
      routeParams({}),
    );
    expect(refused.status).toBe(400);
  });

  it("are read once per instance for a while: another instance's change shows within STATUS_TARGETS_TTL_MS (ADR 087)", async () => {
    actAs(users.staff);
    const targetOf = async () => (await queue("status=submitted&limit=1"))[0]!.targetHours;
    const before = await targetOf();
    // Another instance's admin changes the target: this instance keeps its copy until it is due.
    await prisma().statusTarget.upsert({
      where: { status: "submitted" },
      create: { status: "submitted", targetHours: before + 7 },
      update: { targetHours: before + 7 },
    });
    expect(await targetOf()).toBe(before);
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now + STATUS_TARGETS_TTL_MS + 1);
    try {
      expect(await targetOf()).toBe(before + 7);
    } finally {
      clock.mockRestore();
    }
  });
});

/** A rendered page's props as text (what the browser would receive), one server component deep for the broker. */
async function pageData(node: unknown): Promise<string> {
  let el = (await node) as ReactElement;
  while (isValidElement(el) && el.type === BrokerPortalPage)
    el = (await (el.type as (p: unknown) => unknown)(el.props)) as ReactElement;
  return JSON.stringify((el as { props: unknown }).props);
}

describe("internal notes never leave staff", () => {
  const NOTE = "Director mentioned a tax debt on the phone: verify before lender matching";
  it("are written and read by staff and admin only", async () => {
    const notesOf = (id: string) =>
      NOTES(apiRequest("GET", `/api/staff/applications/${id}/notes`), routeParams({ id }));
    actAs(users.staff);
    const created = await ADD_NOTE(
      apiRequest("POST", `/api/staff/applications/${appId}/notes`, { body: NOTE }),
      routeParams({ id: appId }),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ body: NOTE, authorName: expect.any(String) });
    expect(await prisma().auditEvent.count({ where: { action: "internal_note.created" } })).toBe(1);
    actAs(users.admin);
    const list = (await (await notesOf(appId)).json()) as { body: string }[];
    expect(list.map((n) => n.body)).toEqual([NOTE]);
    for (const who of [users.clientA, users.partnerA, users.clientB, users.partnerB]) {
      actAs(who);
      expect((await notesOf(appId)).status).toBe(403);
    }
    actAs(users.staff);
    expect((await notesOf("no-such-application")).status).toBe(404);
    const blank = await ADD_NOTE(
      apiRequest("POST", `/api/staff/applications/${appId}/notes`, { body: "   " }),
      routeParams({ id: appId }),
    );
    expect(blank.status).toBe(400);
  });

  it("are in none of the client's or broker's API answers or page data", async () => {
    expect(await prisma().internalNote.count({ where: { applicationId: appId } })).toBe(1);
    const texts: string[] = [];
    actAs(users.clientA);
    texts.push(
      await (await DETAIL(apiRequest("GET", `/api/applications/${appId}`), routeParams({ id: appId }))).text(),
    );
    texts.push(await (await LIST(apiRequest("GET", "/api/applications"), routeParams({}))).text());
    texts.push(await pageData(ClientWorkspacePage({ params: Promise.resolve({ id: appId }) })));
    actAs(users.partnerA);
    texts.push(
      await (await DETAIL(apiRequest("GET", `/api/applications/${appId}`), routeParams({ id: appId }))).text(),
    );
    texts.push(await (await BROKER_LIST(apiRequest("GET", "/api/broker/applications"), routeParams({}))).text());
    texts.push(await pageData(PartnerWorkspacePage({ params: Promise.resolve({ id: appId }) })));
    // The answers are real: each names the application, none carries the note.
    const number = (await prisma().application.findUniqueOrThrow({ where: { id: appId } })).number;
    for (const t of texts) {
      expect(t).toContain(number);
      expect(t).not.toContain("tax debt");
    }
  });
});
