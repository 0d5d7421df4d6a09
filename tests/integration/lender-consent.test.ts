// Issue 34 items 1-2 (ADR 066): consent per lender chosen by the owner, and the data-room ledger.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as LIST, POST as OWNER } from "@/app/api/applications/[id]/lenders/route";
import { GET as RECEIPT } from "@/app/api/applications/[id]/lenders/[lenderId]/receipt/route";
import { POST as REQUEST } from "@/app/api/applications/[id]/lenders/request/route";
import { POST as PROPOSE } from "@/app/api/staff/applications/[id]/lender-proposals/route";
import { LENDER_CONSENT_VERSION, consentText } from "@/lib/consent/text";
import type { LenderChoicesView } from "@/lib/consent";
import { advanceSubmission } from "@/lib/submissions/advance";
import { seedDemo, type DemoUsers } from "../support/fixtures";
import { giveBankData } from "../support/bank-evidence";
import { makeReadyForLenders } from "../support/full-application";
import { actAs, apiRequest, routeParams } from "../support/session";
import { candidate, directorsConsent, prisma, submit, submitWithoutConsent } from "../support/submissions";

let users: DemoUsers;
const used: string[] = [];
beforeAll(async () => {
  users = await seedDemo();
});

const IP = { "x-forwarded-for": "203.0.113.7" };
const propose = (id: string, lenderIds: string[]) =>
  PROPOSE(apiRequest("POST", `/api/staff/applications/${id}/lender-proposals`, { lenderIds }), routeParams({ id }));
const owner = (id: string, body: unknown) =>
  OWNER(apiRequest("POST", `/api/applications/${id}/lenders`, body, IP), routeParams({ id }));
const list = async (id: string) =>
  (await (
    await LIST(apiRequest("GET", `/api/applications/${id}/lenders`), routeParams({ id }))
  ).json()) as LenderChoicesView;

/** The seed answers for the other businesses' submitted files (lib/db/seed-consents.ts): start unanswered. */
async function unanswered(applicationId: string) {
  await prisma().lenderConsent.deleteMany({ where: { applicationId } });
  await prisma().lenderProposal.deleteMany({ where: { applicationId } });
}

/** A ready file (not used by another test here) with an offering simulated lender and two more. */
async function readyFile() {
  const { app, offers } = await candidate(used, { needDecline: false });
  used.push(app.id);
  await unanswered(app.id);
  await makeReadyForLenders(users.staff, app.id);
  // A lender decides on bank data (ADR 068): a year of it at the stated turnover.
  await giveBankData(app.id, app.monthlyTurnover * 100);
  const others = app.matches.filter((m) => m.lenderId !== offers.id && m.lender.active).slice(0, 2);
  return { app, offers, others: others.map((m) => m.lender) };
}

/** An open file with three lenders on its match list, not used by another test here. */
async function openFile() {
  const app = await prisma().application.findFirstOrThrow({
    where: {
      status: "submitted",
      id: { notIn: used },
      submissions: { none: {} },
      matches: { some: {} },
    },
    include: { matches: { where: { lender: { active: true } }, include: { lender: true }, orderBy: { rank: "asc" } } },
    orderBy: { seq: "desc" },
  });
  used.push(app.id);
  await unanswered(app.id);
  const [offers, ...others] = app.matches.map((m) => m.lender);
  return { app, offers: offers!, others };
}

describe("consent per lender and withdrawal", () => {
  it("refuses a submission without the owner's consent for that lender (409 naming it), then sends once approved", async () => {
    const { app, offers, others } = await readyFile();
    actAs(users.staff);
    expect((await propose(app.id, [offers.id, others[0]!.id])).status).toBe(201);
    const refused = await submitWithoutConsent(app.id, [offers.id]);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain(offers.name);
    expect(await prisma().lenderSubmission.count({ where: { applicationId: app.id } })).toBe(0);

    actAs({ id: app.clientId });
    const view = await list(app.id);
    const shown = view.lenders.find((l) => l.lenderId === offers.id)!;
    expect(shown.why.length).toBeGreaterThan(0);
    expect(shown.enquiry).toBe(offers.creditEnquiry);
    expect(shown.documents[0]).toMatch(/^the application/);
    expect(shown.decision).toBeNull();
    expect((await owner(app.id, { action: "approve", lenderId: offers.id })).status).toBe(201);

    const row = await prisma().lenderConsent.findFirstOrThrow({
      where: { applicationId: app.id, lenderId: offers.id },
    });
    expect(row).toMatchObject({
      userId: app.clientId,
      textVersion: LENDER_CONSENT_VERSION,
      decision: "approved",
      ip: "203.0.113.7",
    });
    expect(row.personName).toMatch(/\S+ \S+/);
    expect(
      consentText(row.textVersion, {
        ...shown,
        personName: row.personName,
        businessName: app.businessName,
        applicationNumber: app.number,
        lenderName: offers.name,
      }),
    ).toContain(offers.name);
    expect(await prisma().auditEvent.count({ where: { action: "consent.approved", entityId: row.id } })).toBe(1);

    // The receipt: a PDF for the owner and for staff.
    const receipt = await RECEIPT(
      apiRequest("GET", `/api/applications/${app.id}/lenders/${offers.id}/receipt`),
      routeParams({ id: app.id, lenderId: offers.id }),
    );
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await receipt.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // Approved lender goes; the other proposed one (no answer) is still refused.
    actAs(users.staff);
    expect((await submitWithoutConsent(app.id, [offers.id, others[0]!.id])).status).toBe(409);
    // Each director consents where the lender checks directors' credit (ADR 083; director-consent.test.ts).
    await directorsConsent(app.id, [offers.id]);
    expect((await submitWithoutConsent(app.id, [offers.id])).status).toBe(201);

    // The data room: the lender API received the application; the owner withdraws after its offer.
    const sub = await prisma().lenderSubmission.findFirstOrThrow({ where: { applicationId: app.id } });
    expect(await advanceSubmission(sub.id)).toBe("assessing");
    expect(await advanceSubmission(sub.id)).toBe("offered");
    const offer = await prisma().offer.findFirstOrThrow({ where: { submissionId: sub.id } });
    expect(offer.status).toBe("open");

    actAs({ id: app.clientId });
    const ledger = (await list(app.id)).ledger;
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.events[0]).toMatchObject({ kind: "sent", channel: "Lender API" });
    expect(ledger[0]!.events[0]!.items[0]).toMatch(/^Application data/);

    expect((await owner(app.id, { action: "withdraw", lenderId: offers.id })).status).toBe(201);
    expect((await prisma().lenderSubmission.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe("withdrawn");
    expect((await prisma().offer.findUniqueOrThrow({ where: { id: offer.id } })).status).toBe("released");
    const event = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "submission.withdrawn", entityId: sub.id },
    });
    expect(event.after).toMatchObject({ notified: "simulated", offersReleased: 1 });
    expect((event.after as { acknowledgement: string }).acknowledgement).toMatch(/^SIM-WD-/);
    const latest = await prisma().lenderConsent.findFirstOrThrow({
      where: { applicationId: app.id, lenderId: offers.id },
      orderBy: { at: "desc" },
    });
    expect(latest.decision).toBe("removed");
    expect((await list(app.id)).ledger[0]!.events.map((e) => e.kind)).toEqual(["sent", "withdrawal"]);

    actAs(users.staff);
    expect((await submitWithoutConsent(app.id, [offers.id])).status).toBe(409);
  });

  it("refuses, recording nothing: twice, a lender not proposed, the wrong person, a broker, staff", async () => {
    const { app, offers, others } = await openFile();
    actAs(users.staff);
    await propose(app.id, [offers.id]);
    const before = await prisma().lenderConsent.count();
    actAs({ id: app.clientId });
    expect((await owner(app.id, { action: "approve", lenderId: offers.id })).status).toBe(201);
    const twice = await owner(app.id, { action: "approve", lenderId: offers.id });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { message: string }).message).toMatch(/already approved/);
    const notProposed = await owner(app.id, { action: "approve", lenderId: others[1]!.id });
    expect(notProposed.status).toBe(409);
    expect(((await notProposed.json()) as { message: string }).message).toMatch(/not proposed/);
    const stranger = app.clientId === users.clientB.id ? users.clientA : users.clientB;
    actAs(stranger);
    expect((await owner(app.id, { action: "remove", lenderId: offers.id })).status).toBe(404);
    actAs(users.partnerA);
    expect((await owner(app.id, { action: "remove", lenderId: offers.id })).status).toBe(403);
    actAs(users.staff);
    expect((await owner(app.id, { action: "remove", lenderId: offers.id })).status).toBe(403);
    expect(await prisma().lenderConsent.count()).toBe(before + 1);
  });

  it("a broker requests consent on the client's behalf (an e-mail through the outbox), never gives it", async () => {
    const { app, offers } = await openFile();
    const partnerId =
      app.partnerId ??
      (await prisma().application.update({ where: { id: app.id }, data: { partnerId: users.partnerA.id } })).partnerId!;
    actAs(users.staff);
    await propose(app.id, [offers.id]);
    const client = await prisma().user.findUniqueOrThrow({ where: { id: app.clientId } });
    const mails = await prisma().outboxEmail.count({ where: { to: client.email } });
    actAs({ id: partnerId });
    const asked = await REQUEST(
      apiRequest("POST", `/api/applications/${app.id}/lenders/request`),
      routeParams({ id: app.id }),
    );
    expect(asked.status).toBe(200);
    expect(await prisma().notification.count({ where: { userId: app.clientId, kind: "lender_consent_request" } })).toBe(
      1,
    );
    expect(await prisma().outboxEmail.count({ where: { to: client.email } })).toBe(mails + 1);
    expect(await prisma().auditEvent.count({ where: { action: "consent.requested", entityId: app.id } })).toBe(1);
    // Giving it is refused, and the list shows no answer.
    expect((await owner(app.id, { action: "approve", lenderId: offers.id })).status).toBe(403);
    expect(await prisma().lenderConsent.count({ where: { applicationId: app.id } })).toBe(0);
    expect((await list(app.id)).lenders[0]!.decision).toBeNull();
  });
});

describe("the data-room ledger and withdrawal", () => {
  it("an e-mail lender gets a withdrawal notice through the outbox; the ledger lists what it received", async () => {
    const { app, offers } = await openFile();
    await makeReadyForLenders(users.staff, app.id);
    await prisma().lender.update({
      where: { id: offers.id },
      data: { driver: "email", submissionEmail: "consent-deals@lender.example" },
    });
    try {
      actAs(users.staff);
      expect((await submit(app.id, [offers.id])).status).toBe(201);
      const sub = await prisma().lenderSubmission.findFirstOrThrow({ where: { applicationId: app.id } });
      expect(await advanceSubmission(sub.id)).toBe("submitted");
      actAs({ id: app.clientId });
      const sent = (await list(app.id)).ledger[0]!;
      expect(sent.events[0]).toMatchObject({ kind: "sent", channel: "E-mail to consent-deals@lender.example" });
      expect(sent.events[0]!.items[0]).toBe(`${app.number}.pdf`);
      expect((await owner(app.id, { action: "withdraw", lenderId: offers.id })).status).toBe(201);
      const notice = await prisma().outboxEmail.findFirstOrThrow({
        where: { to: "consent-deals@lender.example", subject: { startsWith: "Withdrawn:" } },
      });
      expect(notice.subject).toContain(app.number);
      expect((await list(app.id)).ledger[0]!.events.map((e) => e.kind)).toEqual(["sent", "withdrawal"]);
    } finally {
      await prisma().lender.update({ where: { id: offers.id }, data: { driver: "simulated", submissionEmail: null } });
    }
  });

  it("the owner asks for deletion after the deal, once; staff are told", async () => {
    const { app } = await openFile();
    actAs({ id: app.clientId });
    expect((await owner(app.id, { action: "delete-data" })).status).toBe(409);
    await prisma().application.update({ where: { id: app.id }, data: { status: "settled" } });
    expect((await owner(app.id, { action: "delete-data", note: "Deal done" })).status).toBe(201);
    expect((await owner(app.id, { action: "delete-data" })).status).toBe(409);
    expect(await prisma().dataDeletionRequest.count({ where: { applicationId: app.id } })).toBe(1);
    expect(await prisma().notification.count({ where: { role: "staff", kind: "deletion_request" } })).toBeGreaterThan(
      0,
    );
    expect(await prisma().auditEvent.count({ where: { action: "data.deletion_requested" } })).toBe(1);
  });
});
