// Issue #38 item 1 (ADR 055): the portal forms' server actions, beside the routes they twin. Each does
// what its route does (permission, ownership, limits, the domain function with its audit and e-mails)
// and answers a refusal with what was typed, for the form posted without JavaScript.
// Here the broker's lead forms and the held application's confirm form (one lead, in order); the staff
// and admin forms are in portal-form-actions-staff.test.ts.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { confirmHeldAction } from "@/lib/applications/pending-actions";
import { confirmedFrom, CONFIRMED_COOKIE } from "@/lib/applications/pending";
import { addLead, convertLeadAction } from "@/lib/leads/actions";
import { actionForm } from "../support/action-form";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { confirmationFor } from "../support/confirm-mail";
import { cookieJar as jar } from "../support/next-headers";
import { actAs } from "../support/session";

vi.mock("next/headers", async () => (await import("../support/next-headers")).fakeNextHeaders("203.0.113.63"));

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
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
    expect(await addLead({}, actionForm(newLead))).toEqual({ added: { contactName: "Priya Shah" } });
    const lead = await prisma().lead.findFirstOrThrow({ where: { email: "priya@shahjoinery.example" } });
    // A blank amount is no amount (it used to be stored as $0).
    expect(lead).toMatchObject({ partnerId: users.partnerA.id, businessName: "Shah Joinery", loanAmount: null });
    expect(await prisma().auditEvent.count({ where: { action: "lead.created", entityId: lead.id } })).toBe(1);

    const blank = await addLead({}, actionForm({ ...newLead, contactName: "", email: "not-an-address" }));
    expect(blank.fields?.contactName).toEqual(["Contact name is required"]);
    expect(blank.fields?.email).toBeTruthy();
    expect(blank.values).toEqual({ ...newLead, contactName: "", email: "not-an-address" });

    actAs(users.clientA);
    expect(await addLead({}, actionForm({ ...newLead, businessName: "Client's own" }))).toMatchObject({
      error: "Forbidden",
      values: { businessName: "Client's own" },
    });
    expect(await prisma().lead.count({ where: { businessName: "Client's own" } })).toBe(0);
    actAs(null);
  });

  it("Convert holds the application for the client as the route does; another partner's lead and a missing declaration are refused", async () => {
    const lead = await prisma().lead.findFirstOrThrow({ where: { email: "priya@shahjoinery.example" } });

    actAs(users.partnerB);
    const other = await convertLeadAction({}, actionForm(conversion(lead.id)));
    expect(other.applicationNumber).toBeUndefined();
    expect(other.error).toBeTruthy();
    expect(await prisma().pendingApplication.count({ where: { email: "priya@shahjoinery.example" } })).toBe(0);

    actAs(users.partnerA);
    const undeclared = await convertLeadAction({}, actionForm(conversion(lead.id, { clientAuthority: "" })));
    expect(undeclared.fields?.clientAuthority).toEqual(["Confirm that the client asked you to apply on their behalf"]);
    expect(undeclared.values).toMatchObject({ leadId: lead.id, companyName: "Shah Joinery", monthlyTurnover: "60000" });

    const held = await convertLeadAction({}, actionForm(conversion(lead.id)));
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

    const unconsented = await confirmHeldAction({}, actionForm({ token, consentSoftCheck: "" }));
    expect(unconsented.fields?.consentSoftCheck).toEqual([
      "Please agree to the soft credit check to add this application",
    ]);
    // The link's token is never echoed back (it comes from the link), nor React's fields.
    expect(unconsented.values).toEqual({ consentSoftCheck: "" });
    expect(await prisma().user.count({ where: { email: "priya@shahjoinery.example" } })).toBe(0);

    expect(await confirmHeldAction({}, actionForm({ token, consentSoftCheck: "true" }))).toEqual({
      applicationNumber: number,
    });
    const app = await prisma().application.findUniqueOrThrow({ where: { number } });
    expect(app).toMatchObject({ partnerId: users.partnerA.id, consentSoftCheck: true, status: "submitted" });
    expect(confirmedFrom(jar.get(CONFIRMED_COOKIE), token)).toBe(number);
    // The cookie speaks for this link only.
    expect(confirmedFrom(jar.get(CONFIRMED_COOKIE), "another-link-token-0000000000")).toBeNull();

    // The link is single-use: a second press is refused with the page's words.
    const again = await confirmHeldAction({}, actionForm({ token, consentSoftCheck: "true" }));
    expect(again.error).toBe("This confirmation link has expired or was already used.");
  });
});
