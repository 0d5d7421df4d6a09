// Issue #38 item 1 (ADR 055): the portal forms' server actions, beside the routes they twin. Each does
// what its route does (permission, ownership, limits, the domain function with its audit and e-mails)
// and answers a refusal with what was typed, for the form posted without JavaScript.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { addLenderAction, saveLenderCommission, saveLenderDriver, saveLenderRates } from "@/lib/admin/lender-actions";
import { confirmHeldAction } from "@/lib/applications/pending-actions";
import { confirmedFrom, CONFIRMED_COOKIE } from "@/lib/applications/pending";
import { decideStatus } from "@/lib/applications/status-actions";
import { saveStatusTargets } from "@/lib/applications/status-target-actions";
import { TARGETED_STATUSES } from "@/lib/applications/status-targets";
import { reviewChecklistItemAction } from "@/lib/documents/actions";
import { nothingToApproveMessage } from "@/lib/documents/checklist-review";
import { addLead, convertLeadAction } from "@/lib/leads/actions";
import { checklistOf } from "../support/checklist";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { confirmationFor } from "../support/confirm-mail";
import { actAs } from "../support/session";

const jar = vi.hoisted(() => new Map<string, string>());
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "203.0.113.63" }),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
  }),
}));

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
/** A form as the browser posts it (every value text), with React's own hidden field. */
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append("$ACTION_ID_abc", "");
  return data;
};
beforeAll(async () => (users = await seedDemo()));

const newLead = {
  contactName: "Priya Shah",
  businessName: "Shah Joinery",
  loanAmount: "",
  email: "priya@shahjoinery.example",
  phone: "",
  notes: "",
};
/** The conversion form's fields for a lead, as its inputs post them. */
const conversion = (leadId: string, over: Record<string, string> = {}) => ({
  leadId,
  purpose: "equipment",
  amount: "150000",
  term: "24",
  monthlyTurnover: "60000",
  creditProfile: "good",
  timeInBusiness: "2-5y",
  industry: "",
  companyName: "Shah Joinery",
  abnNumber: "",
  firstName: "Priya",
  lastName: "Shah",
  phone: "0400 555 123",
  clientAuthority: "true",
  idempotencyKey: randomUUID(),
  ...over,
});

describe("broker lead forms", () => {
  it("Add Lead stores the partner's lead with its audit event; a client is refused; a refusal keeps the typing", async () => {
    actAs(users.partnerA);
    expect(await addLead({}, form(newLead))).toEqual({ added: { contactName: "Priya Shah" } });
    const lead = await prisma().lead.findFirstOrThrow({ where: { email: "priya@shahjoinery.example" } });
    // A blank amount is no amount (it used to be stored as $0).
    expect(lead).toMatchObject({ partnerId: users.partnerA.id, businessName: "Shah Joinery", loanAmount: null });
    expect(await prisma().auditEvent.count({ where: { action: "lead.created", entityId: lead.id } })).toBe(1);

    const blank = await addLead({}, form({ ...newLead, contactName: "", email: "not-an-address" }));
    expect(blank.fields?.contactName).toEqual(["Contact name is required"]);
    expect(blank.fields?.email).toBeTruthy();
    expect(blank.values).toEqual({ ...newLead, contactName: "", email: "not-an-address" });

    actAs(users.clientA);
    expect(await addLead({}, form({ ...newLead, businessName: "Client's own" }))).toMatchObject({
      error: "Forbidden",
      values: { businessName: "Client's own" },
    });
    expect(await prisma().lead.count({ where: { businessName: "Client's own" } })).toBe(0);
    actAs(null);
  });

  it("Convert holds the application for the client as the route does; another partner's lead and a missing declaration are refused", async () => {
    const lead = await prisma().lead.findFirstOrThrow({ where: { email: "priya@shahjoinery.example" } });

    actAs(users.partnerB);
    const other = await convertLeadAction({}, form(conversion(lead.id)));
    expect(other.applicationNumber).toBeUndefined();
    expect(other.error).toBeTruthy();
    expect(await prisma().pendingApplication.count({ where: { email: "priya@shahjoinery.example" } })).toBe(0);

    actAs(users.partnerA);
    const undeclared = await convertLeadAction({}, form(conversion(lead.id, { clientAuthority: "" })));
    expect(undeclared.fields?.clientAuthority).toEqual(["Confirm that the client asked you to apply on their behalf"]);
    expect(undeclared.values).toMatchObject({ leadId: lead.id, companyName: "Shah Joinery", monthlyTurnover: "60000" });

    const held = await convertLeadAction({}, form(conversion(lead.id)));
    expect(held.applicationNumber).toMatch(/^BF-\d{4}-\d{6}$/);
    const pending = await prisma().pendingApplication.findUniqueOrThrow({ where: { number: held.applicationNumber } });
    expect(pending.answers).toMatchObject({ partnerId: users.partnerA.id, leadId: lead.id, amount: 150000 });
    expect(
      await prisma().auditEvent.count({ where: { entityId: pending.id, action: "application.held_for_confirmation" } }),
    ).toBe(1);
    const { mail } = await confirmationFor("priya@shahjoinery.example");
    expect(mail.subject).toBe(`Confirm application ${held.applicationNumber}`);
    actAs(null);
  });
});

describe("held application confirm form", () => {
  it("adds the application with the consent, as the route does, and tells the page which it was", async () => {
    const { mail, token } = await confirmationFor("priya@shahjoinery.example");
    const number = /BF-\d{4}-\d{6}/.exec(mail.subject)![0];
    actAs(null);
    jar.clear();

    const unconsented = await confirmHeldAction({}, form({ token, consentSoftCheck: "" }));
    expect(unconsented.fields?.consentSoftCheck).toEqual([
      "Please agree to the soft credit check to add this application",
    ]);
    // The link's token is never echoed back (it comes from the link), nor React's fields.
    expect(unconsented.values).toEqual({ consentSoftCheck: "" });
    expect(await prisma().user.count({ where: { email: "priya@shahjoinery.example" } })).toBe(0);

    expect(await confirmHeldAction({}, form({ token, consentSoftCheck: "true" }))).toEqual({
      applicationNumber: number,
    });
    const app = await prisma().application.findUniqueOrThrow({ where: { number } });
    expect(app).toMatchObject({ partnerId: users.partnerA.id, consentSoftCheck: true, status: "submitted" });
    expect(confirmedFrom(jar.get(CONFIRMED_COOKIE), token)).toBe(number);
    // The cookie speaks for this link only.
    expect(confirmedFrom(jar.get(CONFIRMED_COOKIE), "another-link-token-0000000000")).toBeNull();

    // The link is single-use: a second press is refused with the page's words.
    const again = await confirmHeldAction({}, form({ token, consentSoftCheck: "true" }));
    expect(again.error).toBe("This confirmation link has expired or was already used.");
  });
});

describe("checklist review forms", () => {
  it("reject with a reason and approve post as the route does; a client is refused; a missing reason keeps the form", async () => {
    const app = await prisma().application.findFirstOrThrow({
      where: { clientId: users.clientA.id, status: { in: ["submitted", "under_review"] } },
      orderBy: { seq: "asc" },
    });
    actAs(users.staff);
    const item = (await checklistOf(app.id)).find((i) => i.status !== "approved" && i.documents.length === 0)!;
    const review = (fields: Record<string, string>) =>
      reviewChecklistItemAction({}, form({ applicationId: app.id, itemId: item.id, ...fields }));

    const noReason = await review({ decision: "rejected", reason: "  " });
    expect(noReason.fields?.reason).toEqual(["Give the reason the client will see"]);
    expect(noReason.values).toMatchObject({ decision: "rejected", reason: "  " });
    // Nothing uploaded: nothing to approve, in the route's words.
    expect(await review({ decision: "approved" })).toMatchObject({ error: nothingToApproveMessage(item.label) });

    actAs(users.clientA);
    expect(await review({ decision: "rejected", reason: "By the client" })).toMatchObject({ error: "Forbidden" });
    expect((await prisma().checklistItem.findUniqueOrThrow({ where: { id: item.id } })).rejectionReason).not.toBe(
      "By the client",
    );

    actAs(users.staff);
    expect(await review({ decision: "rejected", reason: "Please send all six months." })).toEqual({
      reviewed: "rejected",
    });
    expect(await prisma().checklistItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      status: "rejected",
      rejectionReason: "Please send all six months.",
    });
    expect(await prisma().auditEvent.count({ where: { action: "checklist.item_reviewed", entityId: item.id } })).toBe(
      1,
    );
    actAs(null);
  });
});

describe("status targets form", () => {
  it("admin saves every status's target, audited as the route does; staff are refused; a bad value keeps the typing", async () => {
    const fields = Object.fromEntries(TARGETED_STATUSES.map((s) => [s, "36"]));
    actAs(users.staff);
    expect(await saveStatusTargets({}, form(fields))).toMatchObject({ error: "Forbidden", values: fields });
    expect(await prisma().statusTarget.count({ where: { targetHours: 36 } })).toBe(0);

    actAs(users.admin);
    const bad = await saveStatusTargets({}, form({ ...fields, submitted: "0" }));
    expect(bad.fields?.submitted).toEqual(["At least 1 hour"]);
    expect(bad.values).toEqual({ ...fields, submitted: "0" });

    const saved = await saveStatusTargets({}, form({ ...fields, submitted: "48" }));
    expect(saved.saved).toMatchObject({ submitted: 48, under_review: 36 });
    expect(await prisma().statusTarget.findUniqueOrThrow({ where: { status: "submitted" } })).toMatchObject({
      targetHours: 48,
    });
    const event = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "settings.status_targets", actorId: users.admin.id },
      orderBy: { at: "desc" },
    });
    expect(event.after).toMatchObject({ submitted: 48, under_review: 36 });
    actAs(null);
  });
});

describe("admin lender forms", () => {
  const newLender = {
    name: "Harbour Form Capital",
    tier: "prime",
    minAmount: "20000",
    maxAmount: "500000",
    minMonthlyTurnover: "20000",
    minMonthsInBusiness: "12",
    rateMin: "9.90",
    rateMax: "14.90",
  };

  it("Add lender creates it as the route does (slug, basis points, audit); staff are refused; a duplicate is refused", async () => {
    actAs(users.staff);
    expect(await addLenderAction({}, form(newLender))).toMatchObject({ error: "Forbidden", values: newLender });
    expect(await prisma().lender.count({ where: { name: newLender.name } })).toBe(0);

    actAs(users.admin);
    const wrongOrder = await addLenderAction({}, form({ ...newLender, rateMin: "20" }));
    expect(wrongOrder.fields?.rateMin).toEqual(["Minimum rate must not exceed the maximum"]);
    expect(wrongOrder.values?.rateMin).toBe("20");

    expect(await addLenderAction({}, form(newLender))).toEqual({ saved: true });
    const lender = await prisma().lender.findFirstOrThrow({ where: { name: newLender.name } });
    expect(lender).toMatchObject({ slug: "harbour-form-capital", rateMinBps: 990, rateMaxBps: 1490, minAmount: 20000 });
    expect(await prisma().auditEvent.count({ where: { action: "lender.created", entityId: lender.id } })).toBe(1);
    expect(await addLenderAction({}, form(newLender))).toMatchObject({
      error: "A lender with that name or slug exists.",
    });
  });

  it("a row's rates, commission and submission settings are saved on its lender, audited; an unknown lender is not found", async () => {
    const lender = await prisma().lender.findFirstOrThrow({ where: { name: newLender.name } });
    actAs(users.admin);
    expect(await saveLenderRates({}, form({ lenderId: lender.id, rateMin: "10.5", rateMax: "15" }))).toEqual({
      saved: true,
    });
    expect(
      await saveLenderCommission(
        {},
        form({
          lenderId: lender.id,
          commissionRate: "2",
          trailRate: "0.25",
          trailBasis: "original_amount",
          clawbackSchedule: "None",
          commissionPaidOn: "receipt",
        }),
      ),
    ).toEqual({ saved: true });
    const noAddress = await saveLenderDriver({}, form({ lenderId: lender.id, driver: "email", submissionEmail: "" }));
    expect(noAddress.fields?.submissionEmail).toEqual(["Enter the address applications are sent to"]);
    expect(
      await saveLenderDriver(
        {},
        form({ lenderId: lender.id, driver: "email", submissionEmail: "deals@harbour.example" }),
      ),
    ).toEqual({ saved: true });
    expect(await prisma().lender.findUniqueOrThrow({ where: { id: lender.id } })).toMatchObject({
      rateMinBps: 1050,
      rateMaxBps: 1500,
      commissionRateBps: 200,
      trailRateBps: 25,
      trailBasis: "original_amount",
      commissionPaidOn: "receipt",
      driver: "email",
      submissionEmail: "deals@harbour.example",
    });
    expect(await prisma().auditEvent.count({ where: { action: "lender.updated", entityId: lender.id } })).toBe(3);

    expect(await saveLenderRates({}, form({ lenderId: "no-such-lender", rateMin: "10", rateMax: "15" }))).toMatchObject(
      { error: expect.any(String) },
    );
    expect(await saveLenderRates({}, form({ rateMin: "10", rateMax: "15" }))).toMatchObject({ error: "Not Found" });
    actAs(users.staff);
    expect(await saveLenderRates({}, form({ lenderId: lender.id, rateMin: "1", rateMax: "2" }))).toMatchObject({
      error: "Forbidden",
    });
    expect((await prisma().lender.findUniqueOrThrow({ where: { id: lender.id } })).rateMinBps).toBe(1050);
    actAs(null);
  });
});

describe("decision confirmation form", () => {
  it("declines with the note as the route does (history, audit); a client, a missing note and a stale version are refused", async () => {
    const app = await prisma().application.findFirstOrThrow({
      where: { clientId: users.clientB.id, status: { in: ["submitted", "under_review"] } },
      orderBy: { seq: "asc" },
    });
    const fields = { applicationId: app.id, status: "declined", version: String(app.version), override: "false" };

    actAs(users.clientB);
    expect(await decideStatus({}, form({ ...fields, notes: "Mine" }))).toMatchObject({ error: "Forbidden" });

    actAs(users.staff);
    const noNote = await decideStatus({}, form({ ...fields, notes: " " }));
    expect(noNote.fields?.notes).toEqual(["Add a note saying why: it is kept with the decision."]);
    expect(noNote.values).toMatchObject({ applicationId: app.id, status: "declined", notes: " " });
    const stale = await decideStatus({}, form({ ...fields, version: String(app.version + 7), notes: "Too late" }));
    expect(stale.error).toBeTruthy();
    expect(stale.values?.notes).toBe("Too late");
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe(app.status);

    const decided = await decideStatus({}, form({ ...fields, notes: "Serviceability does not support the loan" }));
    expect(decided.row).toMatchObject({ id: app.id });
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("declined");
    expect(
      await prisma().auditEvent.findFirstOrThrow({
        where: { entityId: app.id, action: "application.status_changed" },
        orderBy: { at: "desc" },
      }),
    ).toMatchObject({ actorId: users.staff.id });
    actAs(null);
  });
});
