// Issue #13 item 1 and item 5 (second half): the wizard never attaches an application to an existing
// account without proof, and a team address gets the same answer as any other.
import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as LIST, POST as SUBMIT } from "@/app/api/applications/route";
import { GET as DETAIL } from "@/app/api/applications/[id]/route";
import { POST as CONFIRM } from "@/app/api/applications/confirm/route";
import { GET as BROKER_LIST } from "@/app/api/broker/applications/route";
import { GET as BROKER_DASHBOARD } from "@/app/api/broker/dashboard/route";
import { GET as MESSAGES } from "@/app/api/messages/route";
import { seedDemo, testDatabase, type DemoUser, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";
import { wizardAnswers } from "../support/wizard-answers";
import { confirmationFor } from "../support/confirm-mail";

const answers = (over: Record<string, unknown> = {}) =>
  wizardAnswers({
    companyName: "Attacker Holdings",
    firstName: "Mallory",
    lastName: "Evans",
    email: `fresh.${randomUUID().slice(0, 8)}@example.com`,
    ...over,
  });
type Result = {
  id: string;
  applicationNumber: string;
  status: string;
  matchedLenders: number;
  panelSize: number;
  topMatches: unknown[];
  reasons: string[];
};

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
// Each submission from its own address, so the per-IP limit never decides a test.
let n = 0;
const submit = (body: unknown) =>
  SUBMIT(apiRequest("POST", "/api/applications", body, { "x-forwarded-for": `203.0.113.${++n}` }));
const confirm = (token: string, consentSoftCheck: unknown = true) =>
  CONFIRM(
    apiRequest(
      "POST",
      "/api/applications/confirm",
      { token, consentSoftCheck },
      { "x-forwarded-for": `198.51.100.${++n}` },
    ),
  );
const json = async <T>(res: Response) => (await res.json()) as T;

/** Everything the victim and the referring partner can see, through the same handlers the portals use. */
async function views(victim: DemoUser, partner: DemoUser, appId: string) {
  actAs(victim);
  const clientList = await json<{ id: string }[]>(await LIST(apiRequest("GET", "/api/applications")));
  const clientDetail = (await DETAIL(apiRequest("GET", `/api/applications/${appId}`), routeParams({ id: appId })))
    .status;
  actAs(partner);
  const partnerList = await json<{ id: string; clientName: string }[]>(
    await BROKER_LIST(apiRequest("GET", "/api/broker/applications")),
  );
  const partnerDashboard = await json<Record<string, number>>(
    await BROKER_DASHBOARD(apiRequest("GET", "/api/broker/dashboard")),
  );
  const partnerDetail = (await DETAIL(apiRequest("GET", `/api/applications/${appId}`), routeParams({ id: appId })))
    .status;
  const partnerMessages = (await MESSAGES(apiRequest("GET", `/api/messages?applicationId=${appId}`))).status;
  actAs(null);
  return {
    clientList: clientList.map((a) => a.id),
    clientDetail,
    partnerList: partnerList.map((a) => a.id),
    partnerDashboard,
    partnerDetail,
    partnerMessages,
  };
}

const tokenFrom = confirmationFor;

beforeAll(async () => {
  users = await seedDemo();
});
beforeEach(async () => {
  actAs(null);
  await prisma().rateLimit.deleteMany();
});

describe("a signed-out submission with an existing client's e-mail", () => {
  it("is held out of the victim's and the partner's views until the owner confirms the e-mailed link", async () => {
    const before = await views(users.clientA, users.partnerA, "none");
    const appsBefore = await prisma().application.count();
    const notificationsBefore = await prisma().notification.count();

    const res = await submit(answers({ email: "Client@BizFund.example", referralCode: "mchen26" }));
    expect(res.status).toBe(201);
    const held = await json<Result>(res);
    expect(held.applicationNumber).toMatch(/^BF-\d{4}-\d{6}$/);

    // Nothing visible or counted anywhere, for the victim, the partner or staff.
    const during = await views(users.clientA, users.partnerA, held.id);
    expect(during).toEqual({ ...before, clientDetail: 404, partnerDetail: 404, partnerMessages: 404 });
    expect(await prisma().application.count()).toBe(appsBefore);
    expect(await prisma().application.findUnique({ where: { number: held.applicationNumber } })).toBeNull();
    expect(await prisma().notification.count()).toBe(notificationsBefore);
    expect(await prisma().creditCheck.count({ where: { applicationId: held.id } })).toBe(0);
    expect(await prisma().auditEvent.count({ where: { entityId: held.id, action: "application.submitted" } })).toBe(0);

    // The owner's e-mail: a confirmation link, no sign-in link, nothing the submitter said about themselves.
    const { mail, token } = await tokenFrom("client@bizfund.example");
    expect(mail.subject).toBe(`Confirm application ${held.applicationNumber}`);
    expect(mail.text).not.toMatch(/signin\/verify|Mallory|credit check/);
    expect(token.length).toBeGreaterThan(40);

    // Without consent it stays held; with it, it joins the victim's account and the partner's views.
    expect((await confirm(token, false)).status).toBe(400);
    const ok = await confirm(token);
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ applicationNumber: held.applicationNumber });
    const after = await views(users.clientA, users.partnerA, held.id);
    expect(after.clientList).toEqual([held.id, ...before.clientList]);
    expect(after.partnerList).toEqual([held.id, ...before.partnerList]);
    expect(after).toMatchObject({ clientDetail: 200, partnerDetail: 200, partnerMessages: 200 });
    expect(after.partnerDashboard.totalApplications).toBe(before.partnerDashboard.totalApplications! + 1);
    const app = await prisma().application.findUniqueOrThrow({
      where: { id: held.id },
      include: { _count: { select: { matches: true } } },
    });
    expect(app).toMatchObject({
      number: held.applicationNumber,
      clientId: users.clientA.id,
      partnerId: users.partnerA.id,
      status: "submitted",
      consentSoftCheck: true,
    });
    expect(app._count.matches).toBe(held.panelSize);
    const audited = await prisma().auditEvent.findFirstOrThrow({
      where: { entityId: held.id, action: "application.submitted" },
    });
    expect(audited).toMatchObject({
      actorId: users.clientA.id,
      after: expect.objectContaining({ attachedBy: "email_confirmation" }),
    });
    expect(await prisma().notification.count({ where: { title: `New application ${held.applicationNumber}` } })).toBe(
      1,
    );
    expect(await prisma().pendingApplication.count({ where: { id: held.id } })).toBe(0);

    // The link works once.
    expect((await confirm(token)).status).toBe(404);
    expect(await prisma().application.count({ where: { number: held.applicationNumber } })).toBe(1);
  });

  it("treats a trailing-dot, upper-case or full-width spelling of the address as the same account (#39 item 11)", async () => {
    const { signInWithPassword } = await import("@/lib/auth/password-sign-in");
    const usersBefore = await prisma().user.count();
    for (const email of ["client@bizfund.example.", " CLIENT@BizFund.example. ", "ｃｌｉｅｎｔ@bizfund.example"]) {
      const res = await submit(answers({ email }));
      expect(res.status).toBe(201);
      const held = await json<Result>(res);
      // Held for the existing owner's confirmation, never a second account.
      const pending = await prisma().pendingApplication.findFirstOrThrow({ where: { number: held.applicationNumber } });
      expect(pending.email).toBe("client@bizfund.example");
    }
    expect(await prisma().user.count()).toBe(usersBefore);
    expect(await prisma().user.count({ where: { email: { startsWith: "client@bizfund.example" } } })).toBe(1);
    // The owner signs in with any of those spellings too.
    const signedIn = await signInWithPassword(
      { email: "Client@BizFund.example.", password: "BizFund-demo-2026" },
      "198.51.100.250",
    );
    expect(signedIn?.id).toBe(users.clientA.id);
  });

  it("ignores a wrong or expired token, and a retried submission returns the held answer without a second e-mail", async () => {
    const input = answers({ email: "client2@bizfund.example", referralCode: "PSHARMA26" });
    const first = await json<Result>(await submit(input));
    const retry = await json<Result>(await submit(input));
    expect(retry).toEqual(first);
    expect(
      await prisma().outboxEmail.count({
        where: { to: "client2@bizfund.example", subject: `Confirm application ${first.applicationNumber}` },
      }),
    ).toBe(1);
    const before = await views(users.clientB, users.partnerB, first.id);

    expect((await confirm("A".repeat(43))).status).toBe(404);
    const { token } = await tokenFrom("client2@bizfund.example");
    await prisma().pendingApplication.update({
      where: { id: first.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await confirm(token);
    expect(expired.status).toBe(404);
    expect((await json<{ message: string }>(expired)).message).toBe(
      "This confirmation link has expired or was already used.",
    );
    expect(await views(users.clientB, users.partnerB, first.id)).toEqual(before);
    expect(await prisma().application.count({ where: { id: first.id } })).toBe(0);

    // The next submission purges it (audited), so it can never be confirmed.
    expect((await submit(answers())).status).toBe(201);
    expect(await prisma().pendingApplication.count({ where: { id: first.id } })).toBe(0);
    expect(await prisma().auditEvent.count({ where: { action: "application.pending_purged" } })).toBeGreaterThan(0);
  });

  it("still attaches directly for the signed-in client, whatever e-mail they type", async () => {
    actAs(users.clientA);
    const own = await json<Result>(await submit(answers({ email: users.clientB.email })));
    actAs(null);
    expect((await prisma().application.findUniqueOrThrow({ where: { id: own.id } })).clientId).toBe(users.clientA.id);
  });
});

describe("a team address", () => {
  it("can never have an application confirmed onto it, even if a client account became a team account meanwhile", async () => {
    const email = `promoted.${randomUUID().slice(0, 8)}@example.com`;
    expect((await submit(answers({ email }))).status).toBe(201);
    const again = await json<Result>(await submit(answers({ email })));
    const { token } = await tokenFrom(email);
    const user = await prisma().user.update({ where: { email }, data: { role: "partner" } });
    const res = await confirm(token);
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toContain(
      "a business application cannot be held on a team account",
    );
    expect(
      await prisma().application.count({
        where: { OR: [{ id: again.id }, { clientId: user.id, number: again.applicationNumber }] },
      }),
    ).toBe(0);
  });

  const comparable = (r: Result) => ({ ...r, id: typeof r.id, applicationNumber: typeof r.applicationNumber });

  it("gets the same status and answer as a fresh address, is e-mailed an explanation and is never attached", async () => {
    const freshRes = await submit(answers());
    const fresh = await json<Result>(freshRes);
    for (const team of [users.staff, users.admin, users.partnerB]) {
      const res = await submit(answers({ email: team.email.toUpperCase() }));
      expect(res.status).toBe(freshRes.status);
      const body = await json<Result>(res);
      expect(Object.keys(body)).toEqual(Object.keys(fresh));
      expect(comparable(body)).toEqual(comparable(fresh));
      expect(await prisma().application.count({ where: { OR: [{ id: body.id }, { clientId: team.id }] } })).toBe(0);
      const pending = await prisma().pendingApplication.findUniqueOrThrow({ where: { id: body.id } });
      expect(pending.tokenHash).toBeNull();
      const mail = await prisma().outboxEmail.findFirstOrThrow({
        where: { to: team.email },
        orderBy: { createdAt: "desc" },
      });
      expect(mail.subject).toBe("An application used your e-mail address");
      expect(mail.text).toContain("a business application cannot be held on a team account");
      expect(mail.text).not.toMatch(/https?:\/\//);
    }
  });
});
