import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PATCH } from "@/app/api/applications/[id]/status/route";
import { POST as SUBMIT } from "@/app/api/applications/route";
import { POST as POST_MESSAGE } from "@/app/api/messages/route";
import { sweepUnannounced } from "@/lib/applications/received";
import { setCommitDispatcher, type CommitHint } from "@/lib/db/after-commit";
import { deliverDueOutbox, messageIdFor, setMailTransportForTests } from "@/lib/mail";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";
import { wizardAnswers } from "../support/wizard-answers";

// Issue 40 item 2: the transactional outbox. A status change, its history, its notifications and
// their e-mails commit together; the job hint goes out only after the commit, and losing it loses nothing.
let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
const sent: { subject: string; messageId?: string }[] = [];
beforeAll(async () => {
  users = await seedDemo();
});
afterEach(async () => {
  setCommitDispatcher(null);
  setMailTransportForTests(null);
  await testDatabase().connection.sql.exec(`DROP TRIGGER IF EXISTS outbox_test_failure ON "OutboxEmail"`);
  await testDatabase().connection.sql.exec(`DROP TRIGGER IF EXISTS outbox_test_failure ON "CreditCheck"`);
});

const patch = (id: string, body: unknown) =>
  PATCH(apiRequest("PATCH", `/api/applications/${id}/status`, body), routeParams({ id }));
const submittedApp = () =>
  prisma().application.findFirstOrThrow({
    where: { status: "submitted", partnerId: null },
    include: { client: { select: { email: true } } },
    orderBy: { seq: "asc" },
  });
const trail = async (app: { id: string; clientId: string; client: { email: string } }) => ({
  history: await prisma().applicationStatusChange.count({ where: { applicationId: app.id } }),
  notifications: await prisma().notification.count({ where: { userId: app.clientId, kind: "status_changed" } }),
  emails: await prisma().outboxEmail.count({ where: { to: app.client.email } }),
});

/** A database error raised by each INSERT into `table` (by default the e-mail's: after the change and its notification). */
async function failInserts(table = "OutboxEmail") {
  await testDatabase().connection.sql.exec(`
    CREATE OR REPLACE FUNCTION outbox_test_failure() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'injected failure after the change'; END $$;
    CREATE TRIGGER outbox_test_failure BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION outbox_test_failure();
  `);
}

describe("the transactional outbox", () => {
  it("a failure after the change inside the transaction rolls back the change, its notification and its e-mail", async () => {
    const app = await submittedApp();
    const before = await trail(app);
    const hints: CommitHint[] = [];
    setCommitDispatcher(async (h) => void hints.push(...h));
    setMailTransportForTests({ sendMail: async () => ({}) } as never);
    await failInserts();
    actAs(users.staff);
    const res = await patch(app.id, { status: "under_review", version: app.version });
    expect(res.status).toBe(500);
    const after = await prisma().application.findUniqueOrThrow({ where: { id: app.id } });
    expect(after).toMatchObject({ status: "submitted", version: app.version });
    expect(await trail(app)).toEqual(before);
    expect(hints).toEqual([]);
  });

  it("the hint goes out after the commit; a failed dispatch is not the caller's error and the sweep sends the e-mail", async () => {
    const app = await submittedApp();
    const before = await trail(app);
    setMailTransportForTests({
      sendMail: async (m: { subject: string; messageId?: string }) => (sent.push(m), {}),
    } as never);
    let visibleAtDispatch = -1;
    setCommitDispatcher(async (hints) => {
      // Dispatched after the commit: the row is there for anyone to read.
      visibleAtDispatch = await prisma().outboxEmail.count({
        where: { id: { in: hints.map((h) => (h.data as { outboxId: string }).outboxId) } },
      });
      throw new Error("job queue unreachable");
    });
    actAs(users.staff);
    const res = await patch(app.id, { status: "under_review", version: app.version });
    expect(res.status).toBe(200);
    expect(visibleAtDispatch).toBe(1);
    expect(await trail(app)).toEqual({
      history: before.history + 1,
      notifications: before.notifications + 1,
      emails: before.emails + 1,
    });
    const row = await prisma().outboxEmail.findFirstOrThrow({
      where: { to: app.client.email },
      orderBy: { createdAt: "desc" },
    });
    expect(row).toMatchObject({ sentAt: null, subject: `Application ${app.number}: Under Review` });
    // The recurring sweep (after its grace period) finds the committed row and sends it once.
    expect(await deliverDueOutbox(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    const done = await prisma().outboxEmail.findUniqueOrThrow({ where: { id: row.id } });
    expect(done.sentAt).not.toBeNull();
    expect(done.messageId).toBe(messageIdFor(row.id));
    expect(sent.filter((m) => m.subject === row.subject)).toEqual([
      expect.objectContaining({ messageId: messageIdFor(row.id) }),
    ]);
  });

  it("a message and the client's notification and e-mail are one change", async () => {
    const app = await submittedApp();
    const before = await trail(app);
    await failInserts();
    setMailTransportForTests({ sendMail: async () => ({}) } as never);
    actAs(users.staff);
    const post = () =>
      POST_MESSAGE(
        apiRequest("POST", "/api/messages", { applicationId: app.id, content: "Your statements arrived." }),
        routeParams({}),
      );
    expect((await post()).status).toBe(500);
    expect(
      await prisma().message.count({ where: { applicationId: app.id, content: "Your statements arrived." } }),
    ).toBe(0);
    expect(await trail(app)).toEqual(before);
    await testDatabase().connection.sql.exec(`DROP TRIGGER outbox_test_failure ON "OutboxEmail"`);
    expect((await post()).status).toBe(201);
    expect(await prisma().notification.count({ where: { userId: app.clientId, kind: "message" } })).toBeGreaterThan(0);
    expect((await trail(app)).emails).toBe(before.emails + 1);
  });

  it("a wizard submission whose follow-up fails after the commit still answers 201; the sweep sends the e-mail once", async () => {
    await failInserts("CreditCheck");
    actAs(null);
    const input = wizardAnswers();
    const res = await SUBMIT(apiRequest("POST", "/api/applications", input));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const received = { to: input.email, subject: { endsWith: " received" } };
    expect(await prisma().outboxEmail.count({ where: received })).toBe(0);
    // The staff notification was written with the application itself.
    expect(await prisma().notification.count({ where: { role: "staff", link: `/staff/applications/${id}` } })).toBe(1);
    await testDatabase().connection.sql.exec(`DROP TRIGGER outbox_test_failure ON "CreditCheck"`);
    expect(await sweepUnannounced()).toBe(0); // within the grace period its own request may still be at work
    await prisma().application.update({ where: { id }, data: { createdAt: new Date(Date.now() - 6 * 60_000) } });
    expect(await sweepUnannounced()).toBe(1);
    expect(await prisma().creditCheck.count({ where: { applicationId: id } })).toBe(1);
    expect(await prisma().outboxEmail.count({ where: received })).toBe(1);
    expect(await sweepUnannounced()).toBe(0);
    expect(await prisma().outboxEmail.count({ where: received })).toBe(1);
  });
});
