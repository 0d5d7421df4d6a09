import { describe, expect, it } from "vitest";
import { GET as ME } from "@/app/api/auth/user/route";
import { requestPasswordReset, resetPassword, signOutEverywhere } from "@/lib/auth/account";
import { issueSignInLink } from "@/lib/auth/email-link";
import { hashToken } from "@/lib/security";
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
    await testDatabase().connection.prisma.user.update({
      where: { id: users.clientB.id },
      data: { status: "disabled" },
    });
    expect((await ME(apiRequest("GET", "/api/auth/user"))).status).toBe(401);
    await testDatabase().connection.prisma.user.update({ where: { id: users.clientB.id }, data: { status: "active" } });
    actAs(null);
  });

  it("resets a password with a single-use e-mailed link and ends old sessions", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    await requestPasswordReset("ADMIN@bizfund.example");
    await requestPasswordReset("nobody@example.com");
    expect(await prisma.outboxEmail.count({ where: { to: "nobody@example.com" } })).toBe(0);
    const mail = await prisma.outboxEmail.findFirstOrThrow({
      where: { to: "admin@bizfund.example", subject: "Reset your BizFund password" },
    });
    const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
    await resetPassword(token, "a much better passphrase");
    const user = await prisma.user.findUniqueOrThrow({ where: { id: users.admin.id } });
    expect(await verifyPassword("a much better passphrase", user.passwordHash)).toBe(true);
    expect(user.sessionVersion).toBe(users.admin.sessionVersion + 1);
    await expect(resetPassword(token, "another passphrase!")).rejects.toThrow(/expired or was already used/);
    expect(await prisma.auditEvent.count({ where: { entityId: users.admin.id, action: "auth.password_reset" } })).toBe(
      1,
    );
  });

  it("only the newest reset link works, and a reset ends every older link and every session (#13 item 6)", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const linkFrom = async (n: number) => {
      const mails = await prisma.outboxEmail.findMany({
        where: { to: "client2@bizfund.example", subject: "Reset your BizFund password" },
        orderBy: { createdAt: "asc" },
      });
      return new URL(mails[n]!.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
    };
    await requestPasswordReset("client2@bizfund.example");
    const older = await linkFrom(0);
    await requestPasswordReset("client2@bizfund.example");
    const newer = await linkFrom(1);
    expect(newer).not.toBe(older);
    // An e-mailed sign-in link and a live session from before the reset.
    const signInLink = await issueSignInLink(prisma, { email: "client2@bizfund.example", userId: users.clientB.id });
    actAs(users.clientB);
    expect((await ME(apiRequest("GET", "/api/auth/user"))).status).toBe(200);

    // Issuing the newer link already retired the older one.
    await expect(resetPassword(older, "first choice passphrase")).rejects.toThrow(/expired or was already used/);
    await resetPassword(newer, "second choice passphrase");
    await expect(resetPassword(older, "third choice passphrase")).rejects.toThrow(/expired or was already used/);
    const user = await prisma.user.findUniqueOrThrow({ where: { id: users.clientB.id } });
    expect(await verifyPassword("second choice passphrase", user.passwordHash)).toBe(true);

    // Signed out everywhere: the old session is refused, and the sign-in link no longer works.
    expect((await ME(apiRequest("GET", "/api/auth/user"))).status).toBe(401);
    const token = new URL(signInLink).searchParams.get("token")!;
    const live = await prisma.authToken.count({ where: { tokenHash: hashToken(token), usedAt: null } });
    expect(live).toBe(0);
    expect(await prisma.authToken.count({ where: { userId: users.clientB.id, usedAt: null } })).toBe(0);
    expect(await prisma.session.count({ where: { userId: users.clientB.id, revokedAt: null } })).toBe(0);
    actAs(null);
  });

  it("rate limits answer 429 with Retry-After once the budget is spent", async () => {
    await seedDemo();
    for (let i = 0; i < 3; i++) await rateLimit("test:limit", 3, 60);
    const error = await rateLimit("test:limit", 3, 60).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429 });
    expect((error as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
  });
});
