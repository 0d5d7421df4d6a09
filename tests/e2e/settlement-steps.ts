/** Reusable steps of the settlement journey (issue 16 item 5): staff settle, the broker is paid, the client sees the loan. */
import { expect, type Page } from "@playwright/test";
import { openAsStaff } from "./staff-steps";

export interface Target {
  id: string;
  applicationNumber: string;
}

const melbourneMonth = () => new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" }).slice(0, 7);

/** An application of the signed-in client that the signed-in partner referred, in one of `statuses`. */
export async function referredApplication(client: Page, partner: Page, statuses: string[]): Promise<Target> {
  const mine = (await (await client.request.get("/api/applications")).json()) as (Target & { status: string })[];
  const referred = (await (await partner.request.get("/api/broker/applications")).json()) as unknown;
  const text = JSON.stringify(referred);
  const target = mine.find((a) => statuses.includes(a.status) && text.includes(a.applicationNumber));
  expect(target, `a ${statuses.join("/")} application of the client referred by the partner`).toBeTruthy();
  return target!;
}

/** Staff open the application's workspace from the queue. */
export async function openInStaffQueue(staff: Page, applicationNumber: string) {
  await openAsStaff(staff, { applicationNumber }, "overview");
  await expect(staff.getByRole("heading", { name: "Update Status" })).toBeVisible();
}

/** Funded opens the settlement form; without an accepted offer staff pick the lender and terms. */
export async function openSettlementForm(staff: Page, applicationNumber: string) {
  await staff.locator("#status-select").selectOption("funded");
  const form = staff.getByRole("dialog", { name: `Record settlement for ${applicationNumber}` });
  await expect(form.getByRole("button", { name: "Record settlement" })).toBeVisible();
  return form;
}

export async function fillSettlement(staff: Page, applicationNumber: string, reference: string) {
  const form = await openSettlementForm(staff, applicationNumber);
  await form.getByLabel("Lender reference").fill(reference);
  const lender = form.getByRole("combobox", { name: /^Lender/ });
  // With an accepted offer the amount is the offer's and cannot be changed (issue #39 item 9).
  if (await lender.isVisible()) {
    await form.getByLabel("Amount funded ($)").fill("90000");
    const option = lender.locator("option").nth(1);
    await lender.selectOption((await option.getAttribute("value"))!);
    const minRate = /\(([\d.]+)%/.exec((await option.textContent())!)![1]!;
    await form.getByLabel("Term (months)").fill("24");
    await form.getByLabel("Interest rate (% a year)").fill(minRate);
    await form.getByLabel("Repayment frequency").selectOption("monthly");
  }
  return form;
}

export async function staffSettles(staff: Page, applicationNumber: string, reference = "E2E-7731") {
  const form = await fillSettlement(staff, applicationNumber, reference);
  await form.getByRole("button", { name: "Record settlement" }).click();
  await expect(
    staff.getByRole("status").filter({ hasText: "Settlement recorded: status changed to Funded." }),
  ).toBeVisible();
}

/** The broker's ledger and this month's statement (CSV and PDF) list the upfront commission. */
export async function brokerSeesCommission(partner: Page, applicationNumber: string) {
  await partner.goto("/partner");
  await partner.getByRole("tab", { name: "Commission Tracking" }).click();
  const row = partner
    .getByRole("table", { name: "Commission ledger" })
    .locator("tbody tr")
    .filter({ hasText: applicationNumber });
  await expect(row.first()).toContainText("Upfront");
  await expect(row.first()).toContainText("$");
  const month = melbourneMonth();
  const csv = await (await partner.request.get(`/api/broker/statement?month=${month}&format=csv`)).text();
  const line = csv.split("\r\n").find((l) => l.includes(applicationNumber));
  expect(line).toContain('"Upfront"');
  const pdf = await partner.request.get(`/api/broker/statement?month=${month}&format=pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
}

/** The client opens the settled application: its workspace opens on the loan, the next payment and the amortisation table. */
export async function clientSeesSchedule(client: Page, applicationNumber: string, payments = 24) {
  await client.goto("/client");
  await client.getByLabel("Search applications").fill(applicationNumber);
  await client.getByRole("link", { name: applicationNumber }).click();
  const loan = client.getByRole("region", { name: "Your loan", exact: true });
  await expect(loan).toBeVisible();
  await expect(loan.getByText("Next payment").first()).toBeVisible();
  const schedule = loan.getByRole("table", { name: "Repayment schedule" });
  await expect(schedule.locator("tbody tr")).toHaveCount(payments);
  await expect(schedule.locator("tbody tr").last()).toContainText("$0.00");
}
