import { expect, test } from "@playwright/test";
import { pageAs } from "./fixtures";
import { acceptOffer, applicationWithOffers, compareOffers, signContract } from "./offer-steps";
import { clientSeesSchedule, openInStaffQueue, staffSettles } from "./settlement-steps";

// Issue 16 item 5: staff record the settlement of an approved application and the client sees the
// repayment schedule. Approved the real way (issue 33 item 3, ADR 068): the client accepts the
// seeded offer and signs its contract (unless the offers spec already did); the broker's commission
// on a settlement is the deal journey's.
test("staff settle an application whose offer the client accepted and signed; the client sees the schedule", async ({
  browser,
}) => {
  const client = await pageAs(browser, "client");
  const staff = await pageAs(browser, "staff");
  const apps = (await (await client.request.get("/api/applications")).json()) as {
    id: string;
    applicationNumber: string;
    status: string;
  }[];
  const acceptedOn = async (id: string) =>
    ((await (await client.request.get(`/api/applications/${id}/offers`)).json()) as { acceptedOfferId: string | null })
      .acceptedOfferId;
  let target: (typeof apps)[number] | undefined;
  for (const a of apps.filter((x) => x.status === "approved")) if (!target && (await acceptedOn(a.id))) target = a;
  if (!target) {
    const ref = await applicationWithOffers(client);
    await compareOffers(client, ref);
    await acceptOffer(client, ref.lenders[0]!);
    await signContract(client, "Sarah Mitchell");
    target = apps.find((a) => a.id === ref.id)!;
  }
  const offers = (await (await client.request.get(`/api/applications/${target.id}/offers`)).json()) as {
    acceptedOfferId: string;
    offers: { id: string; disclosure: { figures: { termMonths: number; repaymentFrequency: string } } }[];
  };
  expect(offers.acceptedOfferId).toBeTruthy();
  const accepted = offers.offers.find((o) => o.id === offers.acceptedOfferId)!.disclosure.figures;

  await openInStaffQueue(staff, target.applicationNumber);
  await staffSettles(staff, target.applicationNumber);
  const perYear = { weekly: 52, fortnightly: 26, monthly: 12 }[accepted.repaymentFrequency] ?? 12;
  await clientSeesSchedule(client, target.applicationNumber, Math.round((accepted.termMonths * perYear) / 12));
});
