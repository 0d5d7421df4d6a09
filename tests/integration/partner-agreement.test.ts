import { describe, expect, it } from "vitest";
import { partnerTermsSchema } from "@/lib/commissions/schema";
import { PARTNER_AGREEMENT, partnerTierLabel } from "@/lib/partners/agreement";
import { acceptPartnerAgreement, partnerTerms } from "@/lib/partners/agreement-store";
import { updatePartnerTerms } from "@/lib/partners/terms";
import { seedDemo, testDatabase } from "../support/fixtures";

describe("partner tier and agreement (issue 35 item 4)", () => {
  it("a partner accepts the current agreement version once, audited with time and address", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    const partner = { id: users.partnerA.id, role: "partner" };
    expect((await partnerTerms(partner.id)).current).toBe(false);

    await expect(acceptPartnerAgreement(partner, "2020-01-01", "203.0.113.7")).rejects.toMatchObject({
      code: "conflict",
    });
    const first = await acceptPartnerAgreement(partner, PARTNER_AGREEMENT.version, "203.0.113.7");
    const again = await acceptPartnerAgreement(partner, PARTNER_AGREEMENT.version, "198.51.100.1");
    expect(again.acceptedAt?.getTime()).toBe(first.acceptedAt?.getTime());
    const row = await prisma.user.findUniqueOrThrow({ where: { id: partner.id } });
    expect(row.partnerAgreementVersion).toBe(PARTNER_AGREEMENT.version);
    expect(row.partnerAgreementIp).toBe("203.0.113.7");
    const events = await prisma.auditEvent.findMany({ where: { action: "partner.agreement_accepted" } });
    expect(events).toHaveLength(1);
    expect(events[0]!.after).toMatchObject({ version: PARTNER_AGREEMENT.version });
    expect((await partnerTerms(partner.id)).current).toBe(true);

    // A client has no partner agreement to accept.
    await expect(
      acceptPartnerAgreement({ id: users.clientA.id, role: "client" }, PARTNER_AGREEMENT.version),
    ).rejects.toMatchObject({ code: "forbidden" });
  });

  it("admin sets a partner's tier (audited); an unknown tier is refused", async () => {
    const users = await seedDemo();
    const prisma = testDatabase().connection.prisma;
    expect(partnerTermsSchema.safeParse({ tier: "platinum" }).success).toBe(false);
    const input = partnerTermsSchema.parse({ tier: "premier", note: "Ten settled referrals this year" });
    await updatePartnerTerms({ id: users.admin.id, role: "admin" }, users.partnerA.id, input, "203.0.113.8");
    const event = await prisma.auditEvent.findFirstOrThrow({
      where: { action: "partner.terms_changed", entityId: users.partnerA.id },
    });
    expect(event.before).toMatchObject({ partnerTier: null });
    expect(event.after).toMatchObject({ partnerTier: "premier" });
    const terms = await partnerTerms(users.partnerA.id);
    expect(partnerTierLabel(terms.tier)).toBe("Premier");
    expect(partnerTierLabel(null)).toBe("Standard");
  });
});
