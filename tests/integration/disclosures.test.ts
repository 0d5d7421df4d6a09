// Issue #34 item 3 (ADR 067): the credit guide acknowledged with its version, the commission
// disclosure on every offer and in the credit proposal, needs and objectives before submission.
import { extractText } from "unpdf";
import { buffer } from "node:stream/consumers";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as APPLY } from "@/app/api/applications/route";
import { GET as OFFERS } from "@/app/api/applications/[id]/offers/route";
import { GET as NEEDS, PUT as PUT_NEEDS } from "@/app/api/applications/[id]/needs-objectives/route";
import { POST as ACCEPT } from "@/app/api/offers/[id]/accept/route";
import ClientPage from "@/app/(portals)/client/page";
import { acknowledgeCreditGuide, needsCreditGuideAck } from "@/lib/auth/credit-guide";
import { NEEDS_OBJECTIVES_MISSING } from "@/lib/applications/needs-objectives-schema";
import { DEFAULT_SPLIT_BPS, MAX_UPFRONT_PER_REFERRAL_CENTS } from "@/lib/commissions/calc";
import { CREDIT_GUIDE_VERSION } from "@/lib/marketing/credit-guide";
import { formatAudCents } from "@/lib/money/format";
import { storageFor } from "@/lib/storage";
import { seedDemo, type DemoUsers } from "../support/fixtures";
import { makeReadyForLenders } from "../support/full-application";
import { createOffer, offersApplication } from "../support/offers";
import { actAs, apiRequest, routeParams } from "../support/session";
import { candidate, prisma, submit } from "../support/submissions";
import { wizardAnswers } from "../support/wizard-answers";

let users: DemoUsers;
beforeAll(async () => {
  users = await seedDemo();
});

describe("the credit guide", () => {
  it("is acknowledged with its version and time when the wizard creates the account", async () => {
    actAs(null);
    const input = wizardAnswers({ email: "guide.reader@example.com" });
    const before = new Date();
    const res = await APPLY(apiRequest("POST", "/api/applications", input, { "x-forwarded-for": "203.0.113.40" }));
    expect(res.status).toBe(201);
    const user = await prisma().user.findUniqueOrThrow({ where: { email: "guide.reader@example.com" } });
    const ack = await prisma().creditGuideAcknowledgement.findUniqueOrThrow({
      where: { userId_version: { userId: user.id, version: CREDIT_GUIDE_VERSION } },
    });
    expect(ack).toMatchObject({ version: CREDIT_GUIDE_VERSION, channel: "account_creation" });
    expect(ack.acknowledgedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(await needsCreditGuideAck({ id: user.id, role: "client" })).toBe(false);
  });

  it("is asked for before anything else when the account was made without the person (then recorded once)", async () => {
    const user = await prisma().user.create({
      data: { email: "prepared.by.broker@example.com", role: "client", firstName: "Pat", lastName: "Broker" },
    });
    expect(await needsCreditGuideAck({ id: user.id, role: "client" })).toBe(true);
    // Any portal page sends them to the guide first, and back to where they were going after.
    actAs(user);
    const portal = ClientPage({ searchParams: Promise.resolve({}) });
    await expect(portal).rejects.toMatchObject({
      digest: expect.stringContaining(`/client/credit-guide?next=${encodeURIComponent("/client")}`),
    });
    actAs(null);
    await acknowledgeCreditGuide({ id: user.id, role: "client" }, "203.0.113.41");
    await acknowledgeCreditGuide({ id: user.id, role: "client" }, "203.0.113.41");
    const rows = await prisma().creditGuideAcknowledgement.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: CREDIT_GUIDE_VERSION, channel: "portal", ip: "203.0.113.41" });
    expect(await needsCreditGuideAck({ id: user.id, role: "client" })).toBe(false);
    expect(await prisma().auditEvent.count({ where: { action: "credit_guide.acknowledged", entityId: user.id } })).toBe(
      1,
    );
    // Staff and partners are not asked (the guide is for clients).
    expect(await needsCreditGuideAck({ id: users.staff.id, role: "staff" })).toBe(false);
  });
});

describe("every offer carries the commission disclosure", () => {
  it("shows what BizFund and the referring partner are paid, in dollars from the lender's terms and the partner's split", async () => {
    const app = await offersApplication(users);
    const lenders = await prisma().lender.findMany({ where: { active: true }, orderBy: { name: "asc" }, take: 2 });
    // Terms that differ per lender, and a trail on the amount funded (checkable by hand).
    await prisma().lender.update({
      where: { id: lenders[0]!.id },
      data: { commissionRateBps: 150, trailRateBps: 30, trailBasis: "original_amount" },
    });
    await prisma().user.update({ where: { id: users.partnerA.id }, data: { commissionSplitBps: 4_000 } });
    const offers = [
      await createOffer({ applicationId: app.id, lenderId: lenders[0]!.id, amount: 80_000, termMonths: 12 }),
      await createOffer({ applicationId: app.id, lenderId: lenders[1]!.id, amount: 50_000, termMonths: 24 }),
    ];
    actAs(users.clientA);
    const res = await OFFERS(apiRequest("GET", `/api/applications/${app.id}/offers`), routeParams({ id: app.id }));
    const view = (await res.json()) as {
      offers: { id: string; commission: { bizfund: string; partner: string; partnerName: string } }[];
    };
    expect(view.offers).toHaveLength(2);
    for (const shown of view.offers)
      expect(shown.commission.bizfund).toMatch(/^\$[\d,]+\.\d\d upfront and \$[\d,]+\.\d\d trail/);
    // The first by hand: 1.5% of $80,000 = $1,200 upfront, 40% to the partner ($480); 0.30% a year
    // on $80,000 = $20.00 a month for 12 months = $240 trail, 40% to the partner ($96).
    const first = view.offers.find((o) => o.id === offers[0]!.id)!.commission;
    expect(first.partnerName).toBe("Michael Chen");
    expect(first.bizfund).toBe(`${formatAudCents(72_000)} upfront and ${formatAudCents(14_400)} trail over 12 months`);
    expect(first.partner).toBe(`${formatAudCents(48_000)} upfront and ${formatAudCents(9_600)} trail over 12 months`);
    // The second from its own lender's terms (the partner's upfront capped as the programme caps it).
    const l2 = lenders[1]!;
    const upfront = Math.round((50_000 * 100 * l2.commissionRateBps) / 10_000);
    const partnerUpfront = Math.min(Math.round((upfront * 4_000) / 10_000), MAX_UPFRONT_PER_REFERRAL_CENTS);
    const second = view.offers.find((o) => o.id === offers[1]!.id)!.commission;
    expect(second.bizfund.startsWith(`${formatAudCents(upfront - partnerUpfront)} upfront`)).toBe(true);
    expect(second.partner.startsWith(`${formatAudCents(partnerUpfront)} upfront`)).toBe(true);

    // The same figures in the contract pack: the credit proposal and offer summary.
    const accepted = await ACCEPT(
      apiRequest("POST", `/api/offers/${offers[0]!.id}/accept`, { confirmed: true }),
      routeParams({ id: offers[0]!.id }),
    );
    expect(accepted.status).toBe(200);
    const contract = await prisma().contract.findUniqueOrThrow({ where: { offerId: offers[0]!.id } });
    const doc = await prisma().document.findUniqueOrThrow({ where: { id: contract.proposalDocumentId! } });
    expect(doc).toMatchObject({ documentType: "credit_proposal" });
    expect(doc.fileName).toMatch(/^credit-proposal-and-offer-summary-/);
    // The shared react-pdf layout (ADR 084), read back as a reader does.
    const bytes = await buffer(await storageFor(doc.storageDriver).get(doc.storageKey));
    const text = (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, " ");
    expect(text).toContain("Credit proposal and offer summary");
    expect(text).toContain(`BizFund Australia`);
    expect(text).toContain(first.bizfund);
    expect(text).toContain("Referring partner: Michael Chen");
    expect(text).toContain(first.partner);
    await prisma().user.update({ where: { id: users.partnerA.id }, data: { commissionSplitBps: null } });
    expect(DEFAULT_SPLIT_BPS).toBe(5_000);
  });
});

describe("needs and objectives before submission", () => {
  it("refuses a submission without the record (409, nothing sent), then lets it through once the client completes it", async () => {
    const { app, offers } = await candidate();
    await makeReadyForLenders(users.staff, app.id);
    await prisma().needsObjectives.deleteMany({ where: { applicationId: app.id } });
    actAs(users.staff);
    const refused = await submit(app.id, [offers.id]);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(NEEDS_OBJECTIVES_MISSING);
    expect(await prisma().lenderSubmission.count({ where: { applicationId: app.id } })).toBe(0);

    // Another client cannot complete it; the owner can.
    const body = {
      purpose: "Buy a second delivery van for the Geelong route.",
      amount: "45000",
      termMonths: "36",
      repaymentPreference: "monthly",
      whyThisProduct: "A secured term loan spreads the van's cost over its working life.",
    };
    const put = () =>
      PUT_NEEDS(apiRequest("PUT", `/api/applications/${app.id}/needs-objectives`, body), routeParams({ id: app.id }));
    actAs(users.clientB.id === app.clientId ? users.clientA : users.clientB);
    expect((await put()).status).toBe(404);
    const owner = await prisma().user.findUniqueOrThrow({ where: { id: app.clientId } });
    actAs(owner);
    expect((await put()).status).toBe(200);
    const read = await NEEDS(
      apiRequest("GET", `/api/applications/${app.id}/needs-objectives`),
      routeParams({ id: app.id }),
    );
    expect((await read.json()).record).toMatchObject({ amount: "45000", termMonths: "36", completedByRole: "client" });
    actAs(users.staff);
    expect((await submit(app.id, [offers.id])).status).toBe(201);
  });
});
