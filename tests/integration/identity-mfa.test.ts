import { describe, expect, it } from "vitest";
import { GET as DASH } from "@/app/api/staff/dashboard/route";
import { confirmEnrolment, mfaStatus, resetSecondFactor, verifySecondFactor } from "@/lib/auth/mfa";
import { totp, totpStep } from "@/lib/auth/totp";
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
    await expect(confirmEnrolment(staff, "000000", "127.0.0.1")).rejects.toThrow(/not right/);
    const codes = await confirmEnrolment(staff, totp(status.secret), "127.0.0.1");
    expect(codes).toHaveLength(10);
    // Each recovery code carries 120 random bits (24 base32 characters), so a plain hash is enough.
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){5}$/);
    expect(new Set(codes).size).toBe(10);
    expect((await mfaStatus(staff)).enrolled).toBe(true);
    // The set-up code was just used; the authenticator's next code signs in (each code works once).
    expect(await verifySecondFactor(staff, totp(status.secret, Date.now() + 30_000), "127.0.0.1")).toBe(true);
    expect(await verifySecondFactor(staff, codes[0]!, "127.0.0.1")).toBe(true);
    expect(await verifySecondFactor(staff, codes[0]!, "127.0.0.1")).toBe(false);
    const prisma = testDatabase().connection.prisma;
    expect(await prisma.auditEvent.count({ where: { entityId: staff.id, action: "auth.2fa_enabled" } })).toBe(1);
    const before = (await prisma.user.findUniqueOrThrow({ where: { id: staff.id } })).sessionVersion;
    await resetSecondFactor({ id: users.admin.id, role: "admin" }, staff.id);
    const after = await prisma.user.findUniqueOrThrow({ where: { id: staff.id } });
    expect(after.totpEnabledAt).toBeNull();
    expect(after.sessionVersion).toBe(before + 1);
  });

  it("a TOTP code works once: reuse (and an older code) is refused, also right after set-up (#13 item 7)", async () => {
    const users = await seedDemo();
    const admin = { id: users.admin.id, role: "admin", email: users.admin.email };
    const status = await mfaStatus(admin);
    if (status.enrolled) throw new Error("admin should not be enrolled yet");
    // The set-up screen gets a QR code (an SVG data URL) of the otpauth URI, beside the secret.
    expect(status.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(status.qr.split(",")[1]!, "base64").toString()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(status.uri).toContain(`secret=${status.secret}`);

    const setupCode = totp(status.secret);
    await confirmEnrolment(admin, setupCode, "127.0.0.1");
    // The code that confirmed set-up cannot then be replayed as a sign-in second factor.
    expect(await verifySecondFactor(admin, setupCode, "127.0.0.1")).toBe(false);
    const prisma = testDatabase().connection.prisma;
    expect((await prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).totpLastStep).toBe(totpStep());

    // Next step's code (within the drift window) works once; then it and any earlier code fail.
    const next = totp(status.secret, Date.now() + 30_000);
    expect(await verifySecondFactor(admin, next, "127.0.0.1")).toBe(true);
    expect(await verifySecondFactor(admin, next, "127.0.0.1")).toBe(false);
    expect(await verifySecondFactor(admin, setupCode, "127.0.0.1")).toBe(false);
    expect(
      await prisma.auditEvent.count({
        where: { entityId: admin.id, action: "auth.2fa_failed", note: "code already used" },
      }),
    ).toBe(3);
  });

  it("a replayed code is refused at set-up confirmation too", async () => {
    const users = await seedDemo();
    const staff = { id: users.staff.id, role: "staff", email: users.staff.email };
    const prisma = testDatabase().connection.prisma;
    await prisma.user.update({
      where: { id: staff.id },
      data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
    });
    const status = await mfaStatus(staff);
    if (status.enrolled) throw new Error("staff should not be enrolled");
    // A step already accepted (e.g. an earlier, abandoned confirmation) cannot confirm set-up.
    await prisma.user.update({ where: { id: staff.id }, data: { totpLastStep: totpStep() + 1 } });
    await expect(confirmEnrolment(staff, totp(status.secret), "127.0.0.1")).rejects.toThrow(/not right/);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: staff.id } })).totpEnabledAt).toBeNull();
  });
});
