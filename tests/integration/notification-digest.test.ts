import { describe, expect, it } from "vitest";
import { transaction } from "@/lib/db";
import { notifyUser, setNotificationPreferences } from "@/lib/notifications";
import { digestDue, sendDueDigests } from "@/lib/notifications/digest";
import { seedDemo, testDatabase } from "../support/fixtures";

// Melbourne is UTC+11 in November (daylight time).
const at = (iso: string) => new Date(iso);
const SIX_AM = at("2026-11-26T19:00:00Z"); // 06:00, 27 Nov
const HALF_SEVEN = at("2026-11-26T20:30:00Z"); // 07:30, 27 Nov
const FOUR_PM = at("2026-11-27T05:00:00Z"); // 16:00, 27 Nov
const NEXT_MORNING = at("2026-11-27T21:00:00Z"); // 08:00, 28 Nov

const approval = (n: number) => ({
  kind: "document_reviewed",
  title: `Document approved (${n})`,
  body: `Bank statement ${n} for BF-2026-0004${n} was approved.`,
  link: `/partner/applications/app-${n}#documents`,
});

describe("daily notification digest (issue 36 item 4)", () => {
  it("is due once a Melbourne day, from 7 am", () => {
    expect(digestDue(null, SIX_AM)).toBe(false);
    expect(digestDue(null, HALF_SEVEN)).toBe(true);
    expect(digestDue(HALF_SEVEN, FOUR_PM)).toBe(false);
    expect(digestDue(HALF_SEVEN, NEXT_MORNING)).toBe(true);
  });

  it("a partner who chose it gets one e-mail a day listing every event, not one e-mail each", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const partner = { id: users.partnerA.id, role: "partner" };
    await setNotificationPreferences(partner, { dailyDigest: true }, "203.0.113.5");
    const audit = await prisma.auditEvent.findFirstOrThrow({
      where: { action: "settings.notifications", entityId: partner.id },
      orderBy: { at: "desc" },
    });
    expect(audit.after).toMatchObject({ dailyDigest: true });

    const outbox = () => prisma.outboxEmail.findMany({ where: { to: users.partnerA.email.toLowerCase() } });
    const before = (await outbox()).length;
    for (const n of [1, 2, 3]) await transaction((tx) => notifyUser(tx, partner.id, approval(n)));
    expect((await outbox()).length).toBe(before);
    // The bell has all three at once.
    expect(await prisma.notification.count({ where: { userId: partner.id, digestPending: true } })).toBe(3);

    expect(await sendDueDigests(SIX_AM)).toBe(0);
    // Two instances running the job together send one e-mail.
    const [a, b] = await Promise.all([sendDueDigests(HALF_SEVEN), sendDueDigests(HALF_SEVEN)]);
    expect(a + b).toBe(1);
    const mails = (await outbox()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your BizFund summary for 27 Nov 2026: 3 updates");
    for (const n of [1, 2, 3]) {
      expect(mails[0]!.text).toContain(`Document approved (${n})`);
      expect(mails[0]!.text).toContain(`/partner/applications/app-${n}#documents`);
    }

    // Later the same day: waits for tomorrow's digest.
    await transaction((tx) => notifyUser(tx, partner.id, approval(4)));
    expect(await sendDueDigests(FOUR_PM)).toBe(0);
    expect(await sendDueDigests(NEXT_MORNING)).toBe(1);
    const last = (await outbox()).slice(before).at(-1)!;
    expect(last.subject).toContain("1 update");
    expect(last.text).toContain("Document approved (4)");
    expect(last.text).not.toContain("Document approved (1)");
  });

  it("turning e-mails off drops the waiting digest; back to one e-mail each sends what waited", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const partner = { id: users.partnerA.id, role: "partner" };
    const outbox = () => prisma.outboxEmail.count({ where: { to: users.partnerA.email.toLowerCase() } });
    await setNotificationPreferences(partner, { dailyDigest: true });
    await transaction((tx) => notifyUser(tx, partner.id, approval(5)));
    await setNotificationPreferences(partner, { notifyByEmail: false });
    const before = await outbox();
    expect(await sendDueDigests(HALF_SEVEN)).toBe(0);
    expect(await outbox()).toBe(before);
    expect(await prisma.notification.count({ where: { userId: partner.id, digestPending: true } })).toBe(0);

    await setNotificationPreferences(partner, { notifyByEmail: true });
    await transaction((tx) => notifyUser(tx, partner.id, approval(6)));
    await setNotificationPreferences(partner, { dailyDigest: false });
    // Before 7 am nothing goes; after, what waited goes at once, and new events are e-mailed each.
    expect(await sendDueDigests(SIX_AM)).toBe(0);
    expect(await sendDueDigests(FOUR_PM)).toBe(1);
    await transaction((tx) => notifyUser(tx, partner.id, approval(7)));
    expect(await outbox()).toBe(before + 2);
  });
});
