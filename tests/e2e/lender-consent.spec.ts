import { expect, test, type Page } from "@playwright/test";
import { answerAsOwner, clientApplicationId, ledgerOf, proposalOf, proposeToClient } from "./consent-steps";
import { pageAs } from "./fixtures";
import { openForStaff, submissionOf, submissionsBoard } from "./submission-steps";

// Issue 34 items 1-2 (ADR 066): staff propose three lenders; the owner (the demo client) approves
// two and removes the third; staff cannot send the third (409 naming it), the two go; the owner's
// data-room ledger lists what each of the two received, and nothing for the third.
const APP = { number: "BF-2026-000002", businessName: "Harbour View Bakery" };

/** Three lenders on the file's match list not yet sent it, that would take it through their API. */
async function threeOpenLenders(staff: Page): Promise<string[]> {
  const picker = staff.getByRole("form", { name: "Submit to lenders" });
  await expect(picker.getByRole("checkbox").first()).toBeVisible();
  const names = await picker
    .locator("label")
    .evaluateAll((labels) =>
      labels
        .filter((l) => /Eligible/.test(l.textContent ?? "") && !/by e-mail/.test(l.textContent ?? ""))
        .map((l) => l.querySelector("span")?.textContent ?? ""),
    );
  expect(names.length).toBeGreaterThanOrEqual(3);
  return names.slice(0, 3);
}

test("the owner approves two of three proposed lenders, the third is never sent, and the ledger lists what each received", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await pageAs(browser, "staff");
  await openForStaff(staff, APP.number);
  // Three lenders the engine finds eligible for the file, taken from its match list as staff see it.
  const [first, second, third] = await threeOpenLenders(staff);
  const APPROVED = [first!, second!];
  const REMOVED = third!;
  await proposeToClient(staff, [...APPROVED, REMOVED]);

  const client = await pageAs(browser, "client");
  const id = await clientApplicationId(client, APP.number);
  await client.goto(`/client/applications/${id}/lenders`);
  for (const lender of [...APPROVED, REMOVED]) {
    const card = proposalOf(client, lender);
    await expect(card.getByText("Why we chose it")).toBeVisible();
    await expect(card.getByText(/^What it checks: (Soft|Hard) enquiry:/)).toBeVisible();
    await expect(card.getByText(/^the application \(business details/)).toBeVisible();
    await expect(card.getByText("Waiting for your answer")).toBeVisible();
  }
  await answerAsOwner(client, id, {
    [APPROVED[0]!]: "approve",
    [APPROVED[1]!]: "approve",
    [REMOVED]: "remove",
  });

  // Staff try all three: refused, naming the lender without consent; nothing is sent.
  await openForStaff(staff, APP.number);
  const picker = staff.getByRole("form", { name: "Submit to lenders" });
  for (const lender of [...APPROVED, REMOVED])
    await picker.getByRole("checkbox", { name: new RegExp(`^${lender}`) }).check();
  await picker.getByRole("button", { name: "Submit to selected lenders" }).click();
  await expect(
    staff.getByText(new RegExp(`has not consented to sending this application to ${REMOVED}`)),
  ).toBeVisible();
  await expect(submissionsBoard(staff)).toHaveCount(0);
  await picker.getByRole("checkbox", { name: new RegExp(`^${REMOVED}`) }).uncheck();
  await picker.getByRole("button", { name: "Submit to selected lenders" }).click();
  await expect(staff.getByText("Sent to 2 lender(s).")).toBeVisible();
  for (const lender of APPROVED) await expect(submissionOf(staff, lender)).toBeVisible();
  await expect(submissionOf(staff, REMOVED)).toHaveCount(0);

  // The owner's ledger: each approved lender received the application through its API; the third nothing.
  await expect(async () => {
    await client.reload();
    for (const lender of APPROVED)
      await expect(ledgerOf(client, lender).getByText(/Lender API · Sent: Application data/)).toBeVisible({
        timeout: 1_000,
      });
  }).toPass({ timeout: 45_000 });
  await expect(ledgerOf(client, REMOVED)).toHaveCount(0);
  await expect(proposalOf(client, REMOVED).getByText(/^Removed /)).toBeVisible();
  const href = await proposalOf(client, APPROVED[0]!)
    .getByRole("link", { name: "Consent receipt (PDF)" })
    .getAttribute("href");
  const receipt = await client.request.get(href!);
  expect(receipt.headers()["content-type"]).toBe("application/pdf");
});
