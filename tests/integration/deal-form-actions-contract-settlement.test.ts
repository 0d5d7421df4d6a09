// Issue #38 item 1 (ADR 055): forms that needed JavaScript, on server actions beside the routes they
// twin — here contract signing, settlement and the loan's end (the full application and the wizard's
// 'View Quotes' are in deal-form-actions-application.test.ts). Each is refused for the wrong role or
// owner, writes what its route writes, and answers a refusal with what was typed, for the form posted
// without JavaScript.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as ACCEPT } from "@/app/api/offers/[id]/accept/route";
import { signContractAction } from "@/lib/contracts/actions";
import { SIGNING_CONSENT_TEXT } from "@/lib/contracts/schema";
import { closeLoanAction, recordSettlementAction } from "@/lib/settlement/actions";
import { acceptedOffer } from "../support/accepted-offer";
import { actionForm } from "../support/action-form";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { createOffer, offersApplication } from "../support/offers";
import { actAs, apiRequest, routeParams } from "../support/session";

vi.mock("next/headers", async () => (await import("../support/next-headers")).fakeNextHeaders("203.0.113.71"));

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
const today = () => new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" });
beforeAll(async () => (users = await seedDemo()));

describe("contract signing form", () => {
  it("signs as the route does; staff and another client are refused; a refusal keeps the name typed", async () => {
    const app = await offersApplication(users);
    const offer = await createOffer({ applicationId: app.id });
    actAs(users.clientA);
    const accepted = await ACCEPT(
      apiRequest("POST", `/api/offers/${offer.id}/accept`, { confirmed: true }),
      routeParams({ id: offer.id }),
    );
    expect(accepted.status).toBe(200);
    const contract = await prisma().contract.findUniqueOrThrow({ where: { offerId: offer.id } });
    const signing = (fullName: string, consent = "true") =>
      signContractAction({}, actionForm({ contractId: contract.id, fullName, ...(consent ? { consent } : {}) }));

    actAs(users.staff);
    expect(await signing("Staff Member")).toMatchObject({ error: "Forbidden", values: { fullName: "Staff Member" } });
    actAs(users.clientB);
    const other = await signing("Someone Else");
    expect(other.signed).toBeUndefined();
    expect(other.error).toBeTruthy();
    expect(other.values).toMatchObject({ fullName: "Someone Else" });

    actAs(users.clientA);
    const unticked = await signing("Sarah Mitchell", "");
    expect(unticked.fields?.consent).toEqual(["Tick the box to agree to sign electronically."]);
    expect(unticked.values).toEqual({ contractId: contract.id, fullName: "Sarah Mitchell" });
    const wrongName = await signing("Not The Applicant");
    expect(wrongName.error).toBeTruthy();
    expect(wrongName.values?.fullName).toBe("Not The Applicant");
    expect((await prisma().contract.findUniqueOrThrow({ where: { id: contract.id } })).status).not.toBe("signed");

    expect(await signing("Sarah Mitchell")).toEqual({ signed: true });
    expect(await prisma().contract.findUniqueOrThrow({ where: { id: contract.id } })).toMatchObject({
      status: "signed",
      signerName: "Sarah Mitchell",
      signerId: users.clientA.id,
      consentText: SIGNING_CONSENT_TEXT,
      signedIp: "203.0.113.71",
    });
    expect(await prisma().auditEvent.count({ where: { action: "contract.signed", entityId: contract.id } })).toBe(1);
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("approved");
    actAs(null);
  });
});

describe("settlement and loan-end forms", () => {
  it("records the settlement as the route does (settled, upfront commission, audit); a client and a partner are refused; a refusal keeps what was typed", async () => {
    const app = await prisma().application.findFirstOrThrow({
      where: {
        status: { in: ["submitted", "under_review", "lender_matching", "offers_presentation"] },
        settlement: null,
        commissions: { none: {} },
        acceptedOfferId: null,
      },
      orderBy: { seq: "asc" },
    });
    await prisma().application.update({
      where: { id: app.id },
      data: { status: "approved", partnerId: users.partnerA.id },
    });
    const lender = await prisma().lender.findFirstOrThrow({ where: { active: true }, orderBy: { name: "asc" } });
    await acceptedOffer(app.id, lender, { amount: 120_000, termMonths: 24 });
    const { version } = await prisma().application.findUniqueOrThrow({ where: { id: app.id } });
    // The panel's form with an accepted offer: no terms' fields.
    const fields = (over: Record<string, string> = {}) =>
      actionForm({
        applicationId: app.id,
        settledOn: today(),
        amountFunded: "120000",
        lenderReference: "PX-7781",
        note: "",
        version: String(version),
        ...over,
      });

    for (const who of [users.clientA, users.partnerA]) {
      actAs(who);
      expect(await recordSettlementAction({}, fields())).toMatchObject({
        error: "Forbidden",
        values: { lenderReference: "PX-7781" },
      });
    }
    actAs(users.staff);
    const blank = await recordSettlementAction({}, fields({ lenderReference: "" }));
    expect(blank.fields?.lenderReference).toEqual(["Enter the lender's reference"]);
    expect(blank.values).toMatchObject({ amountFunded: "120000", settledOn: today() });
    expect(await prisma().settlement.count({ where: { applicationId: app.id } })).toBe(0);

    const done = await recordSettlementAction({}, fields());
    expect(done.settled?.settlementId).toBeTruthy();
    expect(await prisma().settlement.findUniqueOrThrow({ where: { applicationId: app.id } })).toMatchObject({
      amountFunded: 120_000,
      lenderReference: "PX-7781",
      lenderId: lender.id,
    });
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("settled");
    expect(await prisma().commission.count({ where: { applicationId: app.id, kind: "upfront" } })).toBe(1);
    expect(done.settled?.commissionCents).toBeGreaterThan(0);
    // A second settlement is refused (the route's 409), with the form's values kept.
    const again = await recordSettlementAction({}, fields());
    expect(again.error).toBeTruthy();
    expect(again.values?.lenderReference).toBe("PX-7781");

    // The loan's end: a client is refused; a bad date keeps the choice; then recorded as the route does.
    const closing = (over: Record<string, string> = {}) =>
      actionForm({ applicationId: app.id, outcome: "repaid", closedOn: today(), ...over });
    actAs(users.clientA);
    expect(await closeLoanAction({}, closing())).toMatchObject({ error: "Forbidden" });
    actAs(users.staff);
    const badDate = await closeLoanAction({}, closing({ closedOn: "2026-02-31", outcome: "defaulted" }));
    expect(badDate.fields?.closedOn).toBeTruthy();
    expect(badDate.values).toMatchObject({ outcome: "defaulted", closedOn: "2026-02-31" });
    const closed = await closeLoanAction({}, closing());
    expect(closed.closed).toMatchObject({ outcome: "repaid" });
    const settlement = await prisma().settlement.findUniqueOrThrow({ where: { applicationId: app.id } });
    expect(settlement.closedReason).toBe("repaid");
    actAs(null);
  });
});
