import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as PREFERENCES } from "@/app/api/account/notifications/route";
import { GET as LIST } from "@/app/api/notifications/route";
import { POST as READ } from "@/app/api/notifications/read/route";
import { transaction } from "@/lib/db";
import { notifyStaff as notifyStaffIn, notifyUser as notifyUserIn, type NotificationInput } from "@/lib/notifications";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

let users: DemoUsers;
// Each notification as its own change (they are written in the transaction of the change they report).
const notifyUser = (userId: string, n: NotificationInput) => transaction((tx) => notifyUserIn(tx, userId, n));
const notifyStaff = (n: NotificationInput) => transaction((tx) => notifyStaffIn(tx, n));
const prisma = () => testDatabase().connection.prisma;
beforeAll(async () => {
  users = await seedDemo();
});

type Listed = { items: { id: string; title: string; readAt: string | null }[]; unread: number };
const list = async () => {
  const res = await LIST(apiRequest("GET", "/api/notifications?limit=50"), routeParams({}));
  expect(res.status).toBe(200);
  return (await res.json()) as Listed;
};
const read = (body: unknown) => READ(apiRequest("POST", "/api/notifications/read", body), routeParams({}));
const outboxTo = (email: string, subject: string) =>
  prisma().outboxEmail.count({ where: { to: email.toLowerCase(), subject } });

describe("notifyUser and preferences", () => {
  it("always notifies in-app; e-mails unless the kind is muted or e-mails are off", async () => {
    actAs(users.clientA);
    const muted = await PREFERENCES(
      apiRequest("PATCH", "/api/account/notifications", { mutedEmailKinds: ["message"] }),
      routeParams({}),
    );
    expect(await muted.json()).toEqual({ notifyByEmail: true, mutedEmailKinds: ["message"], dailyDigest: false });
    const audited = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "settings.notifications", entityId: users.clientA.id },
    });
    expect(audited.after).toEqual({ notifyByEmail: true, mutedEmailKinds: ["message"], dailyDigest: false });

    await notifyUser(users.clientA.id, { kind: "message", title: "Muted kind", body: "b" });
    await notifyUser(users.clientA.id, { kind: "status_changed", title: "Wanted kind", body: "b" });
    expect(await prisma().notification.count({ where: { userId: users.clientA.id, title: "Muted kind" } })).toBe(1);
    expect(await outboxTo(users.clientA.email, "Muted kind")).toBe(0);
    expect(await outboxTo(users.clientA.email, "Wanted kind")).toBe(1);

    await PREFERENCES(apiRequest("PATCH", "/api/account/notifications", { notifyByEmail: false }), routeParams({}));
    await notifyUser(users.clientA.id, { kind: "status_changed", title: "All off", body: "b" });
    expect(await prisma().notification.count({ where: { userId: users.clientA.id, title: "All off" } })).toBe(1);
    expect(await outboxTo(users.clientA.email, "All off")).toBe(0);
    // The switch alone leaves the muted kinds as they were.
    expect(
      await prisma().user.findUniqueOrThrow({
        where: { id: users.clientA.id },
        select: { notifyByEmail: true, mutedEmailKinds: true },
      }),
    ).toEqual({ notifyByEmail: false, mutedEmailKinds: ["message"] });
  });

  it("refuses unknown kinds and an empty change", async () => {
    actAs(users.clientB);
    const patch = (body: unknown) =>
      PREFERENCES(apiRequest("PATCH", "/api/account/notifications", body), routeParams({}));
    expect((await patch({ mutedEmailKinds: ["nonsense"] })).status).toBe(400);
    expect((await patch({})).status).toBe(400);
  });
});

describe("the notifications API", () => {
  it("lists only the user's own, plus the team's inbox for staff", async () => {
    await notifyUser(users.clientB.id, { kind: "message", title: "For client B only", body: "b" });
    await notifyStaff({ kind: "inquiry", title: "For the team", body: "b" });
    actAs(users.clientB);
    const b = await list();
    expect(b.items.map((n) => n.title)).toContain("For client B only");
    expect(b.items.map((n) => n.title)).not.toContain("For the team");
    actAs(users.partnerA);
    expect((await list()).items.map((n) => n.title)).not.toContain("For client B only");
    for (const member of [users.staff, users.admin]) {
      actAs(member);
      const titles = (await list()).items.map((n) => n.title);
      expect(titles).toContain("For the team");
      expect(titles).not.toContain("For client B only");
    }
    actAs(null);
    expect((await LIST(apiRequest("GET", "/api/notifications"), routeParams({}))).status).toBe(401);
  });

  it("marks one read, ignores someone else's, and marks all read", async () => {
    await notifyUser(users.partnerB.id, { kind: "settled", title: "First", body: "b" });
    await notifyUser(users.partnerB.id, { kind: "settled", title: "Second", body: "b" });
    const other = await prisma().notification.create({
      data: { userId: users.clientB.id, kind: "message", title: "Not yours", body: "b" },
    });
    actAs(users.partnerB);
    const before = await list();
    const first = before.items.find((n) => n.title === "First")!;
    const one = await read({ ids: [first.id, other.id] });
    expect(await one.json()).toEqual({ marked: 1, unread: before.unread - 1 });
    expect((await prisma().notification.findUniqueOrThrow({ where: { id: other.id } })).readAt).toBeNull();
    expect((await list()).items.find((n) => n.id === first.id)!.readAt).not.toBeNull();

    expect(await (await read({ all: true })).json()).toMatchObject({ unread: 0 });
    expect((await list()).items.every((n) => n.readAt !== null)).toBe(true);
    expect((await prisma().notification.findUniqueOrThrow({ where: { id: other.id } })).readAt).toBeNull();
    expect((await read({})).status).toBe(400);
  });
});
