import { describe, expect, it } from "vitest";
import { GET as ME } from "@/app/api/auth/user/route";
import { requestPasswordReset, resetPassword, signOutEverywhere } from "@/lib/auth/account";
import { verifyPassword } from "@/lib/auth/password";
import { rateLimit } from "@/lib/http/rate-limit";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs, apiRequest } from "../support/session";

describe("account security", () => {
  it("sign out everywhere rejects a session captured before it", async () => {
    const users = await seedDemo();
    actAs(users.partnerB);
    expect((await ME(apiRequest("GET", "/api/auth/user"))).status).toBe(200);
    await signOutEverywhere({ id: users.partnerB.id, role: "partner" });
    expect((await ME(apiRequest("GET", "/api/auth/user"))).status).toBe(401);
    actAs(null);
  });

  it("a disabled user's session stops working at once", async () => {
    const users = await seedDemo();
    actAs(users.clientB);
    await testDatabase().connection.prisma.user.update({ where: { id: users.clientB.id }, data: { status: "disabled" } });
    expect((await ME(apiRequest("GET", "/api/auth/user"))).status).toBe(401);
    await testDatabase().connection.prisma.user.update({ where: { id: users.clientB.id }, data: { status: "active" } });
    actAs(null);
  });

  it("resets a password with a single-use e-mailed link and ends old sessions", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    await requestPasswordReset("ADMIN@bizfund.example", "10.9.9.9");
    await requestPasswordReset("nobody@example.com", "10.9.9.9");
    expect(await prisma.outboxEmail.count({ where: { to: "nobody@example.com" } })).toBe(0);
    const mail = await prisma.outboxEmail.findFirstOrThrow({ where: { to: "admin@bizfund.example", subject: "Reset your BizFund password" } });
    const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
    await resetPassword(token, "a much better passphrase");
    const user = await prisma.user.findUniqueOrThrow({ where: { id: users.admin.id } });
    expect(await verifyPassword("a much better passphrase", user.passwordHash)).toBe(true);
    expect(user.sessionVersion).toBe(users.admin.sessionVersion + 1);
    await expect(resetPassword(token, "another passphrase!")).rejects.toThrow(/expired or was already used/);
    expect(await prisma.auditEvent.count({ where: { entityId: users.admin.id, action: "auth.password_reset" } })).toBe(1);
  });

  it("rate limits answer 429 with Retry-After once the budget is spent", async () => {
    await seedDemo();
    for (let i = 0; i < 3; i++) await rateLimit("test:limit", 3, 60);
    const error = await rateLimit("test:limit", 3, 60).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429 });
    expect((error as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
  });
});
