// Issue 34 item 5 (ADR 061): the complaints register. Deadlines in Victorian business days, lodged
// from /contact and the portals (routes and server actions), worked by staff, each step audited,
// overdue complaints listed, and nobody but the complainant and staff sees a complaint.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as LIST, POST as LODGE } from "@/app/api/complaints/route";
import { PATCH as ACT } from "@/app/api/staff/complaints/[id]/route";
import { lodgeComplaintAction, lodgePublicComplaintAction, staffComplaintAction } from "@/lib/complaints/actions";
import {
  countOverdueComplaints,
  getComplaint,
  listComplaints,
  lodgeComplaint,
  markUnhappy,
  melbourneDateForTests,
  showAfcaReferral,
} from "./complaints-support";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "203.0.113.34" }),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
const principal = (u: { id: string; role: string }) => ({ id: u.id, role: u.role });
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const asClient = async (u: DemoUsers["clientA"]) => ({
  ...principal(u),
  ...(await prisma().user.findUniqueOrThrow({
    where: { id: u.id },
    select: { email: true, firstName: true, lastName: true },
  })),
});

beforeAll(async () => {
  users = await seedDemo();
});

describe("the complaint deadlines compute in business days (Victorian public holidays)", () => {
  it("a complaint on the Friday before the Melbourne Cup weekend is due Monday; one on Cup eve, Wednesday", async () => {
    const client = await asClient(users.clientA);
    const friday = await lodgeComplaint(
      client,
      { category: "service", description: "Nobody called me back as promised." },
      undefined,
      new Date("2026-10-30T04:00:00Z"),
    );
    expect(melbourneDateForTests(friday.acknowledgeBy)).toBe("2026-11-02");
    expect(melbourneDateForTests(friday.respondBy)).toBe("2026-11-29");
    const cupEve = await lodgeComplaint(
      client,
      { category: "fees", description: "The fee was not what I was told." },
      undefined,
      new Date("2026-11-02T01:00:00Z"),
    );
    // Tuesday 3 November is Melbourne Cup day: the acknowledgement is due by the end of Wednesday.
    expect(melbourneDateForTests(cupEve.acknowledgeBy)).toBe("2026-11-04");
    expect(cupEve.acknowledgeBy.toISOString()).toBe("2026-11-04T12:59:59.999Z");
    // Christmas Eve 2026: Christmas (Fri), the weekend and Boxing Day's substitute (Mon 28) are skipped.
    const christmas = await lodgeComplaint(
      client,
      { category: "other", description: "Just before Christmas." },
      undefined,
      new Date("2026-12-24T03:00:00Z"),
    );
    expect(melbourneDateForTests(christmas.acknowledgeBy)).toBe("2026-12-29");
    expect(christmas.reference).toMatch(/^CMP-\d{4}$/);
  });
});

describe("lodging", () => {
  it("from /contact without an account: stored with the deadlines, audited, the acknowledgement e-mailed", async () => {
    actAs(null);
    const state = await lodgePublicComplaintAction(
      {},
      form({
        name: "Pat Visitor",
        email: "Pat@Example.com",
        category: "decision",
        description: "I was declined without a reason.",
        website: "",
      }),
    );
    expect(state).toEqual({ sent: true });
    const row = await prisma().complaint.findFirstOrThrow({ where: { email: "pat@example.com" } });
    expect(row).toMatchObject({ complainantId: null, name: "Pat Visitor", status: "received", category: "decision" });
    expect(row.respondBy.getTime() - row.receivedAt.getTime()).toBeGreaterThan(29 * 86_400_000);
    const mail = await prisma().outboxEmail.findFirstOrThrow({ where: { to: "pat@example.com" } });
    expect(mail.subject).toBe(`We have received your complaint ${row.reference}`);
    expect(mail.text).toContain("Australian Financial Complaints Authority");
    expect(mail.text).toContain("1800 931 678");
    expect(await prisma().auditEvent.count({ where: { entityId: row.id, action: "complaint.lodged" } })).toBe(1);
  });

  it("a public complaint with a missing description is refused with the field error and what was typed", async () => {
    actAs(null);
    const state = await lodgePublicComplaintAction(
      {},
      form({ name: "Pat", email: "pat2@example.com", category: "fees", description: "" }),
    );
    expect(state.fields?.description?.[0]).toMatch(/Tell us what happened/);
    expect(state.values?.email).toBe("pat2@example.com");
    expect(await prisma().complaint.count({ where: { email: "pat2@example.com" } })).toBe(0);
  });

  it("from the client portal: tied to the client and their own application, never someone else's", async () => {
    actAs(users.clientA);
    const own = await prisma().application.findFirstOrThrow({ where: { clientId: users.clientA.id } });
    const state = await lodgeComplaintAction(
      {},
      form({ category: "service", description: "My broker stopped answering.", applicationId: own.id }),
    );
    expect(state.sent).toBe(true);
    const row = await prisma().complaint.findUniqueOrThrow({ where: { reference: state.reference! } });
    expect(row).toMatchObject({
      complainantId: users.clientA.id,
      applicationId: own.id,
      email: "client@bizfund.example",
    });

    const other = await prisma().application.findFirstOrThrow({ where: { clientId: users.clientB.id } });
    const refused = await lodgeComplaintAction(
      {},
      form({ category: "service", description: "Someone else's file here.", applicationId: other.id }),
    );
    expect(refused.fields?.applicationId).toEqual(["Choose one of your applications"]);
  });

  it("from the partner portal through the API, and signed out through the API", async () => {
    actAs(users.partnerA);
    const res = await LODGE(
      apiRequest("POST", "/api/complaints", { category: "fees", description: "My commission statement is wrong." }),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { reference: string };
    expect((await prisma().complaint.findUniqueOrThrow({ where: { reference: body.reference } })).complainantId).toBe(
      users.partnerA.id,
    );

    actAs(null);
    const anon = await LODGE(
      apiRequest("POST", "/api/complaints", {
        name: "Sam Caller",
        email: "sam@example.com",
        category: "privacy",
        description: "You e-mailed my details to someone else.",
      }),
    );
    expect(anon.status).toBe(201);
    const bad = await LODGE(
      apiRequest("POST", "/api/complaints", { name: "Sam", email: "nope", category: "x", description: "" }),
    );
    expect(bad.status).toBe(400);
  });
});

describe("the staff register", () => {
  it("acknowledge, escalate to a named admin, resolve with the outcome: each audited; the outcome e-mailed", async () => {
    const client = await asClient(users.clientB);
    const c = await lodgeComplaint(client, {
      category: "decision",
      description: "The offer changed after I accepted.",
    });
    actAs(users.staff);
    expect((await staffComplaintAction({}, form({ complaintId: c.id, action: "acknowledge" }))).sent).toBe(true);
    const again = await staffComplaintAction({}, form({ complaintId: c.id, action: "acknowledge" }));
    expect(again.error).toMatch(/already been acknowledged/);

    const notAdmin = await ACT(
      apiRequest("PATCH", `/api/staff/complaints/${c.id}`, { action: "escalate", adminId: users.staff.id }),
      routeParams({ id: c.id }),
    );
    expect(notAdmin.status).toBe(400);
    const escalated = await ACT(
      apiRequest("PATCH", `/api/staff/complaints/${c.id}`, { action: "escalate", adminId: users.admin.id }),
      routeParams({ id: c.id }),
    );
    expect(escalated.status).toBe(200);
    expect(await escalated.json()).toMatchObject({ escalatedToId: users.admin.id, status: "in_progress" });

    const noOutcome = await staffComplaintAction({}, form({ complaintId: c.id, action: "resolve", outcome: "" }));
    expect(noOutcome.fields?.outcome).toBeDefined();
    await staffComplaintAction(
      {},
      form({ complaintId: c.id, action: "resolve", outcome: "We honoured the original offer terms." }),
    );
    const row = await prisma().complaint.findUniqueOrThrow({ where: { id: c.id } });
    expect(row).toMatchObject({ status: "resolved", outcome: "We honoured the original offer terms." });
    const actions = (await prisma().auditEvent.findMany({ where: { entityId: c.id }, orderBy: { at: "asc" } })).map(
      (e) => e.action,
    );
    expect(actions).toEqual([
      "complaint.lodged",
      "complaint.acknowledged",
      "complaint.escalated",
      "complaint.resolved",
    ]);
    const outcome = await prisma().outboxEmail.findFirstOrThrow({
      where: { subject: `Our response to your complaint ${c.reference}` },
    });
    expect(outcome.text).toContain("We honoured the original offer terms.");

    // The client is unhappy: the AFCA text shows from then on; staff record the referral.
    expect(showAfcaReferral(row, new Date())).toBe(false);
    const unhappy = await markUnhappy(principal(users.clientB), c.id);
    expect(showAfcaReferral(unhappy, new Date())).toBe(true);
    await expect(markUnhappy(principal(users.clientA), c.id)).rejects.toMatchObject({ status: 404 });
    await staffComplaintAction({}, form({ complaintId: c.id, action: "refer" }));
    expect((await prisma().complaint.findUniqueOrThrow({ where: { id: c.id } })).status).toBe("referred_to_afca");
  });

  it("lists overdue complaints first and counts them for the queue; the AFCA text shows once the 30 days pass", async () => {
    const client = await asClient(users.clientA);
    const old = await lodgeComplaint(
      client,
      { category: "other", description: "Lodged long ago and forgotten." },
      undefined,
      new Date("2026-09-01T00:00:00Z"),
    );
    const now = new Date("2026-11-27T00:00:00Z");
    const overdue = await listComplaints(principal(users.staff), { overdueOnly: true, now });
    expect(overdue.map((c) => c.id)).toContain(old.id);
    expect(overdue.find((c) => c.id === old.id)?.overdue).toBe("acknowledgement");
    expect(await countOverdueComplaints(principal(users.staff), now)).toBeGreaterThanOrEqual(1);
    expect(await countOverdueComplaints(principal(users.clientA), now)).toBe(0);
    expect(showAfcaReferral(old, now)).toBe(true);
    const all = await listComplaints(principal(users.admin), { now });
    expect(all[0]?.overdue).not.toBeNull();
  });
});

describe("who sees which complaint", () => {
  it("a client sees only their own, a partner only their own, staff all", async () => {
    const mine = (u: { id: string; role: string }) =>
      listComplaints(principal(u)).then((rows) => rows.map((r) => r.complainantId));
    expect(new Set(await mine(users.clientA))).toEqual(new Set([users.clientA.id]));
    expect(new Set(await mine(users.partnerA))).toEqual(new Set([users.partnerA.id]));
    expect(await mine(users.partnerB)).toEqual([]);
    const staffSees = await mine(users.staff);
    expect(staffSees).toContain(users.clientA.id);
    expect(staffSees).toContain(users.clientB.id);
    expect(staffSees).toContain(null);

    const clientBs = await prisma().complaint.findFirstOrThrow({ where: { complainantId: users.clientB.id } });
    await expect(getComplaint(principal(users.clientA), clientBs.id)).rejects.toMatchObject({ status: 404 });
    await expect(getComplaint(principal(users.partnerA), clientBs.id)).rejects.toMatchObject({ status: 404 });
    expect((await getComplaint(principal(users.clientB), clientBs.id)).id).toBe(clientBs.id);

    actAs(users.clientA);
    const list = await LIST(apiRequest("GET", "/api/complaints"), routeParams({}));
    expect(
      ((await list.json()) as { complainantId: string }[]).every((c) => c.complainantId === users.clientA.id),
    ).toBe(true);
    const act = await ACT(
      apiRequest("PATCH", `/api/staff/complaints/${clientBs.id}`, { action: "acknowledge" }),
      routeParams({ id: clientBs.id }),
    );
    expect(act.status).toBe(403);
    const viaAction = await staffComplaintAction({}, form({ complaintId: clientBs.id, action: "refer" }));
    expect(viaAction.error).toBeDefined();
    actAs(null);
    expect((await LIST(apiRequest("GET", "/api/complaints"), routeParams({}))).status).toBe(401);
  });
});
