// Issue #39 item 9: settling a $20,000 offer with amountFunded 1,000 stored the offer's repayment
// ($1,736.07) while the client's schedule showed $86.80.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as LOAN, POST as SETTLE } from "@/app/api/applications/[id]/settlement/route";
import type { SettlementPanelView } from "@/lib/settlement/queries";
import { amountMismatchMessage } from "@/lib/settlement/record";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { createOffer, offersApplication } from "../support/offers";
import { actAs, apiRequest, routeParams } from "../support/session";

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
beforeAll(async () => (users = await seedDemo()));

const today = () => new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" });
const settle = (id: string, amountFunded: number) => {
  actAs(users.staff);
  return SETTLE(
    apiRequest("POST", `/api/applications/${id}/settlement`, {
      settledOn: today(),
      amountFunded,
      lenderReference: "PART-1",
    }),
    routeParams({ id }),
  );
};

/** An approved application whose accepted offer is $20,000 over 12 months, monthly. */
async function approvedWithOffer() {
  const app = await offersApplication(users);
  const offer = await createOffer({ applicationId: app.id, amount: 20_000, termMonths: 12, fees: [] });
  await prisma().offer.update({ where: { id: offer.id }, data: { status: "accepted" } });
  // Accepted and signed: what Approved means (ADR 068).
  await prisma().contract.create({
    data: {
      offerId: offer.id,
      applicationId: app.id,
      status: "signed",
      documentSha256: "0".repeat(64),
      signedAt: new Date(),
    },
  });
  await prisma().application.update({
    where: { id: app.id },
    data: { status: "approved", acceptedOfferId: offer.id },
  });
  return { app, offer };
}

describe("the amount funded against the accepted offer (#39 item 9)", () => {
  it("refuses an amount other than the accepted offer's with 409 saying an amended offer is needed; nothing is stored", async () => {
    const { app } = await approvedWithOffer();
    for (const amount of [1_000, 19_999, 20_001]) {
      const res = await settle(app.id, amount);
      expect(res.status, String(amount)).toBe(409);
      const body = (await res.json()) as { message: string; fields: Record<string, string[]> };
      expect(body.message).toBe(amountMismatchMessage(20_000));
      expect(body.message).toMatch(/\$20,000.*amended offer/);
      expect(body.fields.amountFunded).toEqual(["Enter the accepted offer's amount, $20,000.00."]);
    }
    expect(await prisma().settlement.count({ where: { applicationId: app.id } })).toBe(0);
    expect(await prisma().commission.count({ where: { applicationId: app.id } })).toBe(0);
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("approved");
  });

  it("settles the offer's amount: the stored repayment is the one the client's schedule shows", async () => {
    const { app, offer } = await approvedWithOffer();
    expect((await settle(app.id, 20_000)).status).toBe(201);
    const s = await prisma().settlement.findUniqueOrThrow({ where: { applicationId: app.id } });
    expect(s).toMatchObject({ amountFunded: 20_000, offerId: offer.id, repaymentCents: offer.repaymentCents });
    actAs(users.clientA);
    const res = await LOAN(apiRequest("GET", `/api/applications/${app.id}/settlement`), routeParams({ id: app.id }));
    const { loan } = (await res.json()) as SettlementPanelView;
    expect(loan!.repaymentCents).toBe(offer.repaymentCents);
    expect(loan!.schedule[0]!.paymentCents).toBe(offer.repaymentCents);
  });
});
