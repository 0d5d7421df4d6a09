import { expect, type Page } from "@playwright/test";

/** Shared steps for the offers specs: find the seeded application with open offers, compare, accept, sign. */
export interface OffersRef {
  id: string;
  lenders: string[];
}

/** The signed-in client's application with at least two open offers (lib/db/seed-offers.ts: every one at offers ready). */
export async function applicationWithOffers(client: Page): Promise<OffersRef> {
  const res = await client.request.get("/api/applications");
  expect(res.ok()).toBe(true);
  const apps = (await res.json()) as { id: string }[];
  for (const app of apps) {
    const offers = await client.request.get(`/api/applications/${app.id}/offers`);
    if (!offers.ok()) continue;
    const body = (await offers.json()) as { offers: { status: string; disclosure: { lenderName: string } }[] };
    const open = body.offers.filter((o) => o.status === "open");
    if (open.length >= 2) return { id: app.id, lenders: open.map((o) => o.disclosure.lenderName) };
  }
  throw new Error("No application of this client has two open offers (is the offers seed loaded?)");
}

/** The comparison table on the client's open application sheet. */
export const comparison = (client: Page) => client.getByRole("table", { name: "Loan offers compared side by side" });

/** Open the application and check the offers are compared side by side with the key disclosure rows. */
export async function compareOffers(client: Page, ref: OffersRef) {
  await client.goto(`/client/applications/${ref.id}`);
  const table = comparison(client);
  await expect(table).toBeVisible();
  for (const lender of ref.lenders)
    await expect(
      table.getByRole("columnheader", { name: new RegExp(`^${lender.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }),
    ).toBeVisible();
  for (const row of ["Repayment", "Annual percentage rate (APR, including fees)", "Fees", "Total cost of finance"])
    await expect(table.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
}

/** Accept `lender`'s offer through the confirmation dialog that restates its terms. */
export async function acceptOffer(client: Page, lender: string) {
  await client.getByRole("button", { name: `Accept ${lender}'s offer` }).click();
  const dialog = client.getByRole("dialog", { name: `Accept ${lender}'s offer?` });
  await expect(dialog.getByText("Total cost of finance")).toBeVisible();
  await dialog.getByRole("button", { name: "I accept these terms" }).click();
  await expect(client.getByText("Offer accepted").first()).toBeVisible();
  await expectOnlyAccepted(client, lender);
}

/** The table that remains once an offer is accepted (ADR 079). */
export const acceptedOffer = (client: Page) => client.getByRole("table", { name: "The offer you accepted" });

/** After acceptance only the accepted offer's terms remain: one column, no other lender, nothing released. */
export async function expectOnlyAccepted(client: Page, lender: string) {
  const table = acceptedOffer(client);
  await expect(table.getByRole("columnheader", { name: new RegExp(`^${escapeRegExp(lender)}`) })).toBeVisible();
  await expect(table.getByText("Accepted", { exact: true })).toBeVisible();
  // The row labels' column and the accepted offer's.
  await expect(table.getByRole("columnheader")).toHaveCount(2);
  await expect(table.getByText("Released")).toHaveCount(0);
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Sign the contract by typing a full name and ticking the consent. */
export async function signContract(client: Page, fullName: string) {
  await expect(client.getByRole("link", { name: "Download the contract (PDF)" })).toBeVisible();
  await client.getByLabel(/Your full name/).fill(fullName);
  await client.getByRole("checkbox", { name: /electronic signature/ }).check();
  await client.getByRole("button", { name: "Sign the contract" }).click();
  await expect(client.getByText("Contract signed").first()).toBeVisible();
  await expect(client.getByRole("link", { name: "Download the signed contract (PDF)" })).toBeVisible();
}
