import { describe, expect, it } from "vitest";
import { PATCH } from "@/app/api/partner-applications/[id]/route";
import { POST as APPLY } from "@/app/api/partner-applications/route";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

describe("partner applications", () => {
  it("are stored from the public form, approved into a partner account with a referral code and sign-in link, or declined with a reason", async () => {
    const users = await seedDemo();
    actAs(null);
    const created = await APPLY(
      apiRequest("POST", "/api/partner-applications", {
        source: "partner_program",
        businessName: "Ledger & Co",
        contactName: "Nina Patel",
        email: "nina@ledger.example",
        phone: "0412 000 111",
      }),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(
      (
        await APPLY(
          apiRequest("POST", "/api/partner-applications", {
            source: "partner_program",
            businessName: "Bot",
            contactName: "Bot",
            email: "bot@example.com",
            hp: "spam",
          }),
        )
      ).status,
    ).toBe(400);

    actAs(users.staff);
    const res = await PATCH(
      apiRequest("PATCH", `/api/partner-applications/${id}`, { decision: "approve" }),
      routeParams({ id }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { userId: string; referralCode: string };
    const prisma = testDatabase().connection.prisma;
    const partner = await prisma.user.findUniqueOrThrow({ where: { id: body.userId } });
    expect(partner).toMatchObject({
      role: "partner",
      email: "nina@ledger.example",
      firstName: "Nina",
      referralCode: body.referralCode,
    });
    expect((await prisma.outboxEmail.findFirstOrThrow({ where: { to: "nina@ledger.example" } })).text).toContain(
      "/signin/verify?token=",
    );
    expect(
      (
        await PATCH(
          apiRequest("PATCH", `/api/partner-applications/${id}`, { decision: "approve" }),
          routeParams({ id }),
        )
      ).status,
    ).toBe(409);

    const second = (
      await prisma.partnerApplication.create({
        data: { source: "mortgage_broker", email: "x@example.com", firstName: "X", lastName: "Y", company: "XY" },
      })
    ).id;
    expect(
      (
        await PATCH(
          apiRequest("PATCH", `/api/partner-applications/${second}`, {
            decision: "decline",
            reason: "Outside our service area",
          }),
          routeParams({ id: second }),
        )
      ).status,
    ).toBe(200);
    expect(await prisma.partnerApplication.findUniqueOrThrow({ where: { id: second } })).toMatchObject({
      status: "declined",
      decisionReason: "Outside our service area",
    });
    actAs(null);
  });
});
