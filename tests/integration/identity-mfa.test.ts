import { describe, expect, it } from "vitest";
import { GET as DASH } from "@/app/api/staff/dashboard/route";
import { confirmEnrolment, mfaStatus, resetSecondFactor, verifySecondFactor } from "@/lib/auth/mfa";
import { totp } from "@/lib/auth/totp";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs, apiRequest } from "../support/session";

describe("staff two-factor authentication", () => {
  it("cannot be skipped: a staff session without its second factor is refused by staff endpoints", async () => {
    const users = await seedDemo();
    actAs(users.staff, { mfa: false });
    expect((await DASH(apiRequest("GET", "/api/staff/dashboard"))).status).toBe(401);
    actAs(users.staff, { mfa: true });
    expect((await DASH(apiRequest("GET", "/api/staff/dashboard"))).status).toBe(200);
    actAs(null);
  });

  it("enrols with a TOTP code, issues single-use recovery codes, and an admin reset revokes sessions", async () => {
    const users = await seedDemo();
    const staff = { id: users.staff.id, role: "staff", email: users.staff.email };
    const status = await mfaStatus(staff);
    expect(status.enrolled).toBe(false);
    if (status.enrolled) return;
    await expect(confirmEnrolment(staff, "000000")).rejects.toThrow(/not right/);
    const codes = await confirmEnrolment(staff, totp(status.secret));
    expect(codes).toHaveLength(10);
    expect((await mfaStatus(staff)).enrolled).toBe(true);
    expect(await verifySecondFactor(staff, totp(status.secret))).toBe(true);
    expect(await verifySecondFactor(staff, codes[0]!)).toBe(true);
    expect(await verifySecondFactor(staff, codes[0]!)).toBe(false);
    const prisma = testDatabase().connection.prisma;
    expect(await prisma.auditEvent.count({ where: { entityId: staff.id, action: "auth.2fa_enabled" } })).toBe(1);
    const before = (await prisma.user.findUniqueOrThrow({ where: { id: staff.id } })).sessionVersion;
    await resetSecondFactor({ id: users.admin.id, role: "admin" }, staff.id);
    const after = await prisma.user.findUniqueOrThrow({ where: { id: staff.id } });
    expect(after.totpEnabledAt).toBeNull();
    expect(after.sessionVersion).toBe(before + 1);
  });
});
