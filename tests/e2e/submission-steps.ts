import { expect, type Page } from "@playwright/test";
import { openAsStaff } from "./staff-steps";

/**
 * Shared steps for lender submissions (issue 16 item 2): staff open an application, submit it to
 * lenders from the match list, and read each lender's answer on the submissions board.
 */

/** A seeded application that is ready for lenders (file complete, every required document approved). */
export const READY_APP = { applicationNumber: "BF-2026-000026", businessName: "Harris Family Dental" };
/** Two seeded simulated lenders that decide deterministically for it: one offers, one declines. */
export const OFFERING_LENDER = "Wattle Capital";
export const DECLINING_LENDER = { name: "Brolga Business Funding", reason: "Terms of 12-24 months only" };

export const submissionsBoard = (staff: Page) => staff.getByRole("list", { name: "Lender submissions" });
export const submissionOf = (staff: Page, lender: string) =>
  submissionsBoard(staff).getByRole("listitem", { name: `${lender} submission` });

/** Staff open the application's workspace from the queue, searched by its number, at its lenders. */
export async function openForStaff(staff: Page, applicationNumber: string) {
  await openAsStaff(staff, { applicationNumber }, "offers");
  await expect(staff.getByRole("heading", { name: "Lender submissions" })).toBeVisible();
}

/** Tick the lenders in the match list and submit to them. */
export async function submitToLenders(staff: Page, lenders: string[]) {
  const picker = staff.getByRole("form", { name: "Submit to lenders" });
  for (const lender of lenders) await picker.getByRole("checkbox", { name: new RegExp(`^${lender}`) }).check();
  await picker.getByRole("button", { name: "Submit to selected lenders" }).click();
  await expect(staff.getByText(`Sent to ${lenders.length} lender(s).`)).toBeVisible();
  for (const lender of lenders) await expect(submissionOf(staff, lender)).toBeVisible();
}

/** The simulated lender offered: its offer shows on the board (the board refreshes while lenders assess). */
export async function expectOffer(staff: Page, lender: string) {
  const card = submissionOf(staff, lender);
  await expect(card.getByText("Offered", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(/^Offer: \$[\d,]+ over \d+ months at [\d.]+% p\.a\./)).toBeVisible();
}

/** The lender declined, with the reason it gave. */
export async function expectDecline(staff: Page, lender: string, reason: string) {
  const card = submissionOf(staff, lender);
  await expect(card.getByText("Declined", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(`Declined: ${reason}`)).toBeVisible();
}
