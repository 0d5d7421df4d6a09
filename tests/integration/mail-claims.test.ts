import { afterEach, describe, expect, it } from "vitest";
import {
  CLAIM_LEASE_MS,
  deliverDueOutbox,
  deliverOutboxEmail,
  MAX_MAIL_ATTEMPTS,
  messageIdFor,
  sendMail,
  setMailTransportForTests,
} from "@/lib/mail";
import { testDatabase } from "../support/fixtures";

// Issue 40 item 3: one Message-ID per outbox e-mail, whichever attempt sends it; a dead worker's
// claim expires after the lease (not 5 minutes); a live worker's claim does not, however slow the server.
const prisma = () => testDatabase().connection.prisma;
afterEach(() => setMailTransportForTests(null));

function recorder(delayMs = 0) {
  const sent: { subject: string; messageId?: string }[] = [];
  return {
    sent,
    async sendMail(m: { subject: string; messageId?: string }) {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      sent.push({ subject: m.subject, messageId: m.messageId });
      return {};
    },
  };
}

/** What a worker killed after the SMTP server accepted the message leaves: its claim, the attempt, the Message-ID. */
async function diedWhileSending(id: string, claimedMsAgo: number) {
  await prisma().outboxEmail.update({
    where: { id },
    data: {
      createdAt: new Date(Date.now() - claimedMsAgo - 60_000),
      claimedAt: new Date(Date.now() - claimedMsAgo),
      claimToken: "dead-worker",
      attempts: 1,
      messageId: messageIdFor(id),
    },
  });
}

describe("outbox claims and Message-IDs", () => {
  it("sends each e-mail with its row's Message-ID, stored at the first attempt", async () => {
    const t = recorder();
    setMailTransportForTests(t as never);
    const row = await sendMail({ to: "a@example.com", subject: "First attempt", text: "t" });
    expect(await deliverOutboxEmail(row.id)).toBe(true);
    const done = await prisma().outboxEmail.findUniqueOrThrow({ where: { id: row.id } });
    expect(done).toMatchObject({ messageId: `<${row.id}@127.0.0.1>`, attempts: 1, claimedAt: null, claimToken: null });
    expect(t.sent).toEqual([{ subject: "First attempt", messageId: done.messageId }]);
    expect(await deliverOutboxEmail(row.id)).toBe(false);
  });

  it("takes a dead worker's e-mail again once its claim is a lease old, and resends it under the same Message-ID", async () => {
    expect(CLAIM_LEASE_MS).toBeLessThan(5 * 60_000);
    const t = recorder();
    setMailTransportForTests(t as never);
    const row = await sendMail({ to: "b@example.com", subject: "Held by a dead worker", text: "t" });
    await diedWhileSending(row.id, CLAIM_LEASE_MS - 10_000);
    // Within the lease the claim may still be a live worker's: nobody takes it.
    expect(await deliverDueOutbox()).toBe(0);
    expect(await deliverOutboxEmail(row.id)).toBe(false);
    await diedWhileSending(row.id, CLAIM_LEASE_MS + 1_000);
    expect(await deliverDueOutbox()).toBe(1);
    expect(t.sent).toEqual([{ subject: "Held by a dead worker", messageId: messageIdFor(row.id) }]);
    const done = await prisma().outboxEmail.findUniqueOrThrow({ where: { id: row.id } });
    expect(done).toMatchObject({ attempts: 2, messageId: messageIdFor(row.id) });
    expect(done.sentAt).not.toBeNull();
  });

  it("a live worker renews its claim while a slow server takes longer than the lease", async () => {
    const t = recorder(1500);
    setMailTransportForTests(t as never);
    const row = await sendMail({ to: "c@example.com", subject: "Slow server", text: "t" });
    const leaseMs = 400;
    const first = deliverOutboxEmail(row.id, { leaseMs });
    await new Promise((r) => setTimeout(r, 900));
    // Long past the lease, but the claim was renewed: a second worker does not send it again.
    expect(await deliverOutboxEmail(row.id, { leaseMs })).toBe(false);
    expect(await first).toBe(true);
    expect(t.sent).toHaveLength(1);
  });

  it("counts an attempt when it is claimed, so an e-mail that kills its worker stops being retried", async () => {
    setMailTransportForTests(recorder() as never);
    const row = await sendMail({ to: "d@example.com", subject: "Poison", text: "t" });
    await prisma().outboxEmail.update({
      where: { id: row.id },
      data: { attempts: MAX_MAIL_ATTEMPTS, claimedAt: new Date(Date.now() - 10 * CLAIM_LEASE_MS) },
    });
    expect(await deliverOutboxEmail(row.id)).toBe(false);
    expect((await prisma().outboxEmail.findUniqueOrThrow({ where: { id: row.id } })).sentAt).toBeNull();
  });
});
