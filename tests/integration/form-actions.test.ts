// Issue #38 item 1 (ADR 055): the server actions the public forms and the message composer post to,
// with or without JavaScript. Each does what its route does (schema, limits, permission, the domain
// function with its audit) and answers a refusal with what was typed, for the re-rendered form.
import { describe, expect, it, vi } from "vitest";
import { startFromAssessment } from "@/lib/applications/assessment-action";
import { hashDraftToken } from "@/lib/applications/draft-token";
import { applyAsPartner, sendContactMessage, subscribeToNewsletter } from "@/lib/inquiries/actions";
import { addNote } from "@/lib/applications/internal-note-actions";
import { requestDocument } from "@/lib/documents/actions";
import { sendMessage } from "@/lib/messages/actions";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs } from "../support/session";

const jar = vi.hoisted(() => new Map<string, string>());
const caller = vi.hoisted(() => ({ ip: "203.0.113.38" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": caller.ip }),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
  }),
}));

const prisma = () => testDatabase().connection.prisma;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  // What React adds to a form posted without JavaScript: never echoed back.
  data.append("$ACTION_ID_abc", "");
  return data;
};
/** The path a thrown redirect() goes to (Next encodes it in the error's digest). */
const redirectedTo = async (p: Promise<unknown>) => {
  const error = (await p.then(
    () => null,
    (e: unknown) => e,
  )) as { digest?: string } | null;
  return error?.digest?.split(";")[2] ?? null;
};

const contact = {
  name: "Jo Citizen",
  email: "jo.actions@example.com",
  company: "",
  phone: "",
  subject: "Equipment finance",
  message: "Can you finance an excavator?",
  website: "",
};

describe("public form actions", () => {
  it("contact: stores the inquiry with its audit event and answers sent", async () => {
    actAs(null);
    expect(await sendContactMessage({}, form(contact))).toEqual({ sent: true });
    const row = await prisma().contactInquiry.findFirstOrThrow({ where: { email: "jo.actions@example.com" } });
    expect(row.message).toBe("Can you finance an excavator?");
    expect(await prisma().auditEvent.count({ where: { action: "inquiry.created", entityId: row.id } })).toBe(1);
  });

  it("contact: a refusal carries the field errors and what was typed (no secrets, no React fields)", async () => {
    actAs(null);
    const refused = await sendContactMessage({}, form({ ...contact, name: "" }));
    expect(refused.sent).toBeUndefined();
    expect(refused.fields?.name).toEqual(["Full Name is required"]);
    expect(refused.values).toEqual({ ...contact, name: "" });
    expect(await prisma().contactInquiry.count({ where: { subject: "never stored" } })).toBe(0);
  });

  it("contact: the route's per-address limit applies to the action too, on the e-mail field", async () => {
    actAs(null);
    const email = "limit.actions@example.com";
    const results = [];
    // From a new caller each time, so only the per-address limit (5 a day) is reached.
    for (let i = 0; i < 6; i++) {
      caller.ip = `198.51.100.${i + 1}`;
      results.push(await sendContactMessage({}, form({ ...contact, email })));
    }
    caller.ip = "203.0.113.38";
    expect(results.slice(0, 5).every((r) => r.sent)).toBe(true);
    const last = results.at(-1)!;
    expect(last.fields?.email).toEqual([
      "We have received several messages from this e-mail address today. Please try again tomorrow.",
    ]);
    expect(last.values?.email).toBe(email);
  });

  it("partner and broker: invalid input is the spec's 'Please fill in all required fields'; valid is stored", async () => {
    actAs(null);
    const refused = await applyAsPartner(
      {},
      form({ source: "partner_program", businessName: "", contactName: "Al", email: "al@example.com", hp: "" }),
    );
    expect(refused.error).toBe("Please fill in all required fields");
    expect(refused.values).toMatchObject({ source: "partner_program", contactName: "Al" });
    const broker = {
      source: "mortgage_broker",
      firstName: "Ada",
      lastName: "Nguyen",
      email: "ada.actions@example.com",
      phone: "0400123456",
      company: "Nguyen Home Loans",
      abn: "",
      yearlyReferrals: "",
      experience: "",
      hp: "",
    };
    expect(await applyAsPartner({}, form(broker))).toEqual({ sent: true });
    const row = await prisma().partnerApplication.findFirstOrThrow({ where: { email: "ada.actions@example.com" } });
    expect(row).toMatchObject({ source: "mortgage_broker", company: "Nguyen Home Loans" });
  });

  it("newsletter: a pending subscription (double opt-in)", async () => {
    actAs(null);
    expect(await subscribeToNewsletter({}, form({ email: "news.actions@example.com", website: "" }))).toEqual({
      sent: true,
    });
    const row = await prisma().newsletterSubscription.findUniqueOrThrow({
      where: { email: "news.actions@example.com" },
    });
    expect(row.status).toBe("pending");
  });
});

describe("message composer action", () => {
  it("sends as the route does: the owner's message is stored, another client is refused, a visitor signs in", async () => {
    const users = await seedDemo();
    const app = await prisma().application.findFirstOrThrow({ where: { clientId: users.clientA.id } });
    actAs(users.clientA);
    const sent = await sendMessage(
      {},
      form({ applicationId: app.id, content: "Posted without JavaScript", isAiGenerated: "false" }),
    );
    expect(sent).toEqual({ sent: true });
    const row = await prisma().message.findFirstOrThrow({ where: { content: "Posted without JavaScript" } });
    expect(row).toMatchObject({ applicationId: app.id, senderId: users.clientA.id, isAiGenerated: false });

    const blank = await sendMessage({}, form({ applicationId: app.id, content: "   " }));
    expect(blank.fields?.content).toEqual(["Message cannot be empty."]);
    expect(blank.values).toEqual({ applicationId: app.id, content: "   " });

    actAs(users.clientB);
    const other = await sendMessage({}, form({ applicationId: app.id, content: "Not mine" }));
    expect(other.sent).toBeUndefined();
    expect(other.error).toBeTruthy();
    expect(await prisma().message.count({ where: { content: "Not mine" } })).toBe(0);

    actAs(null);
    expect(await redirectedTo(sendMessage({}, form({ applicationId: app.id, content: "Hi" })))).toBe("/signin");
  });
});

describe("staff panel actions", () => {
  it("an internal note and a document request are stored by staff and refused to a client", async () => {
    const users = await seedDemo();
    const app = await prisma().application.findFirstOrThrow({ where: { clientId: users.clientA.id } });
    actAs(users.staff);
    const added = await addNote({}, form({ applicationId: app.id, body: "Checked the ATO plan" }));
    expect(added.note).toMatchObject({ body: "Checked the ATO plan" });
    expect(
      await prisma().auditEvent.count({ where: { action: "internal_note.created", entityId: added.note!.id } }),
    ).toBe(1);
    expect(
      await requestDocument({}, form({ applicationId: app.id, title: "Latest ATO statement", note: "", dueDate: "" })),
    ).toEqual({ added: true });
    const tooShort = await requestDocument({}, form({ applicationId: app.id, title: "x", note: "", dueDate: "" }));
    expect(tooShort.fields?.title).toEqual(["Say what the client should send"]);
    expect(tooShort.values?.title).toBe("x");

    actAs(users.clientA);
    expect(await addNote({}, form({ applicationId: app.id, body: "Client note" }))).toMatchObject({
      error: "Forbidden",
    });
    expect(await prisma().internalNote.count({ where: { body: "Client note" } })).toBe(0);
    actAs(null);
  });
});

describe("free assessment action", () => {
  it("saves the answers as this browser's wizard draft, sets its cookie and goes to the wizard", async () => {
    actAs(null);
    jar.clear();
    const to = await redirectedTo(
      startFromAssessment(
        {},
        form({ businessName: " Lee Bakery ", monthlyTurnover: "80000", abn: "", email: "lee.actions@example.com" }),
      ),
    );
    expect(to).toBe("/application");
    const token = jar.get("bizfund_draft")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const draft = await prisma().wizardDraft.findUniqueOrThrow({ where: { secretHash: hashDraftToken(token) } });
    expect(draft.answers).toMatchObject({ companyName: "Lee Bakery", monthlyTurnover: 80000 });
    expect(draft.email).toBe("lee.actions@example.com");

    // A second assessment in the same browser updates that draft, keeping its other answers.
    await prisma().wizardDraft.update({
      where: { id: draft.id },
      data: { answers: { ...(draft.answers as object), purpose: "equipment" }, step: 3 },
    });
    const second = form({ businessName: "Lee Bakery Two", monthlyTurnover: "", abn: "", email: "" });
    expect(await redirectedTo(startFromAssessment({}, second))).toBe("/application");
    const again = await prisma().wizardDraft.findUniqueOrThrow({ where: { id: draft.id } });
    expect(again.answers).toMatchObject({ companyName: "Lee Bakery Two", purpose: "equipment" });
    expect(again.step).toBe(3);
  });
});
