// Issue #18 item 1 (ADR 019): a partner converts their lead; the application is held until the
// client confirms it from the e-mailed link and consents to the soft credit check.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as CONFIRM } from "@/app/api/applications/confirm/route";
import { GET as BROKER_LIST } from "@/app/api/broker/applications/route";
import { GET as LEADS } from "@/app/api/leads/route";
import { POST as CONVERT } from "@/app/api/leads/[id]/convert/route";
import { seedDemo, testDatabase, type DemoUser, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";
import { wizardAnswers } from "../support/wizard-answers";
import { confirmationFor } from "../support/confirm-mail";

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
const json = async <T>(res: Response) => (await res.json()) as T;

/** The wizard's answers as the partner's form sends them: no e-mail (the lead's is used), a declaration. */
const conversion = (over: Record<string, unknown> = {}) => {
  const answers = wizardAnswers({ companyName: "Scott Carpentry", email: undefined, consentSoftCheck: undefined });
  return { ...answers, clientAuthority: true, ...over };
};
const convert = (who: DemoUser, leadId: string, body: unknown) => {
  actAs(who);
  return CONVERT(apiRequest("POST", `/api/leads/${leadId}/convert`, body), routeParams({ id: leadId }));
};
const leadOf = (email: string) => prisma().lead.findFirstOrThrow({ where: { email } });
// 20 conversions an hour per partner: this file stays under that without resetting the limits.
beforeAll(async () => (users = await seedDemo()));

describe("a partner converting a lead", () => {
  it("holds the application for the client, who confirms it with consent; then it is the partner's referral (no account before that, #39 item 12f)", async () => {
    const lead = await leadOf("dan@scottcarpentry.example");
    const appsBefore = await prisma().application.count();
    const body = conversion({ firstName: "Daniel", lastName: "Scott" });

    const res = await convert(users.partnerA, lead.id, body);
    expect(res.status).toBe(201);
    const held = await json<{ applicationNumber: string; status: string }>(res);
    expect(held).toEqual({
      applicationNumber: expect.stringMatching(/^BF-\d{4}-\d{6}$/),
      status: "awaiting_client_confirmation",
    });
    // A retry with the same key answers the same and sends no second e-mail.
    expect(await json(await convert(users.partnerA, lead.id, body))).toEqual(held);

    // Held, not an application: the lead is not converted yet; the partner sees it as awaiting.
    expect(await prisma().application.count()).toBe(appsBefore);
    expect((await prisma().lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe("contacted");
    actAs(users.partnerA);
    const leads = await json<{ id: string; awaitingConfirmation: string | null }[]>(
      await LEADS(apiRequest("GET", "/api/leads")),
    );
    expect(leads.find((l) => l.id === lead.id)?.awaitingConfirmation).toBe(held.applicationNumber);
    const pending = await prisma().pendingApplication.findUniqueOrThrow({ where: { number: held.applicationNumber } });
    expect(pending.email).toBe("dan@scottcarpentry.example");
    expect(pending.answers).toMatchObject({ partnerId: users.partnerA.id, leadId: lead.id });
    expect(
      await prisma().auditEvent.findFirstOrThrow({
        where: { entityId: pending.id, action: "application.held_for_confirmation" },
      }),
    ).toMatchObject({ actorId: users.partnerA.id });

    // No account yet: the partner's conversion creates none for the lead's address (#39 item 12f).
    expect(await prisma().user.count({ where: { email: "dan@scottcarpentry.example" } })).toBe(0);

    // One e-mail to the client naming the broker, with the single-use link.
    const { mail, token } = await confirmationFor("dan@scottcarpentry.example");
    expect(mail.subject).toBe(`Confirm application ${held.applicationNumber}`);
    expect(mail.text).toContain("your partner broker, prepared an application for $150,000");
    expect(await prisma().outboxEmail.count({ where: { subject: mail.subject } })).toBe(1);
    expect(await prisma().creditCheck.count({ where: { applicationId: pending.id } })).toBe(0);

    // Without the client's consent nothing happens; with it the application exists, attributed to the partner.
    actAs(null);
    const confirm = (consentSoftCheck: boolean) =>
      CONFIRM(apiRequest("POST", "/api/applications/confirm", { token, consentSoftCheck }));
    expect((await confirm(false)).status).toBe(400);
    expect(await prisma().user.count({ where: { email: "dan@scottcarpentry.example" } })).toBe(0);
    const ok = await confirm(true);
    expect(ok.status).toBe(200);
    // The client's account exists from their confirmation on, audited as theirs (prepared by the partner).
    const client = await prisma().user.findUniqueOrThrow({ where: { email: "dan@scottcarpentry.example" } });
    expect(client).toMatchObject({ role: "client", firstName: "Daniel", lastName: "Scott" });
    expect(
      await prisma().auditEvent.findFirstOrThrow({
        where: { entityId: client.id, action: "user.created_by_application" },
      }),
    ).toMatchObject({
      actorId: client.id,
      after: { confirmedBy: "email_link", preparedBy: "partner", partnerId: users.partnerA.id },
    });
    const app = await prisma().application.findUniqueOrThrow({ where: { number: held.applicationNumber } });
    expect(app).toMatchObject({
      clientId: client.id,
      partnerId: users.partnerA.id,
      status: "submitted",
      consentSoftCheck: true,
      businessName: "Scott Carpentry",
      contactEmail: "dan@scottcarpentry.example",
    });
    expect(app.consentAt).not.toBeNull();
    expect(await prisma().creditCheck.count({ where: { applicationId: app.id } })).toBe(1);
    expect(await prisma().lead.findUniqueOrThrow({ where: { id: lead.id } })).toMatchObject({
      status: "converted",
      applicationId: app.id,
    });
    expect(
      await prisma().auditEvent.findFirstOrThrow({ where: { entityId: app.id, action: "application.submitted" } }),
    ).toMatchObject({
      actorId: client.id,
      after: expect.objectContaining({ partnerId: users.partnerA.id, preparedByPartner: true }),
    });
    actAs(users.partnerA);
    const referred = await json<{ id: string }[]>(await BROKER_LIST(apiRequest("GET", "/api/broker/applications")));
    expect(referred.map((a) => a.id)).toContain(app.id);
    const after = await json<{ id: string; status: string; awaitingConfirmation: string | null }[]>(
      await LEADS(apiRequest("GET", "/api/leads")),
    );
    expect(after.find((l) => l.id === lead.id)).toMatchObject({ status: "converted", awaitingConfirmation: null });

    // A converted lead cannot be converted again.
    const again = await convert(users.partnerA, lead.id, conversion());
    expect(again.status).toBe(409);
  });

  it("finds an existing client account instead of creating one", async () => {
    const lead = await prisma().lead.create({
      data: {
        partnerId: users.partnerA.id,
        contactName: "Sam Client",
        businessName: "Acme",
        email: users.clientA.email,
      },
    });
    const usersBefore = await prisma().user.count();
    expect((await convert(users.partnerA, lead.id, conversion())).status).toBe(201);
    expect(await prisma().user.count()).toBe(usersBefore);
    expect((await confirmationFor(users.clientA.email)).mail.text).toContain("prepared an application");
    // A second conversion while the first waits is refused with the reason.
    const twice = await convert(users.partnerA, lead.id, conversion());
    expect(twice.status).toBe(409);
    expect((await json<{ message: string }>(twice)).message).toBe(
      "This lead's application is already awaiting client confirmation.",
    );
  });

  it("refuses another partner's lead (404), a lost lead (409) and everyone who is not a partner", async () => {
    const theirs = await leadOf("ethan@halltransport.example");
    const pendingBefore = await prisma().pendingApplication.count();
    expect((await convert(users.partnerA, theirs.id, conversion())).status).toBe(404);

    const lost = await leadOf("mia@turnerphysio.example");
    const refused = await convert(users.partnerA, lost.id, conversion());
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toBe(
      "This lead is marked lost, so it cannot be converted. Move it back to New or Contacted first.",
    );
    expect((await convert(users.clientA, lost.id, conversion())).status).toBe(403);
    expect((await convert(users.staff, lost.id, conversion())).status).toBe(403);
    // The e-mail is always the lead's, and the partner must declare the client asked them to apply.
    const grace = await leadOf("grace@leesnoodles.example");
    const invalid = await convert(users.partnerA, grace.id, { ...conversion(), clientAuthority: false });
    expect(invalid.status).toBe(400);
    expect(await prisma().pendingApplication.count()).toBe(pendingBefore);
    expect(await prisma().user.count({ where: { email: "mia@turnerphysio.example" } })).toBe(0);
  });
});
