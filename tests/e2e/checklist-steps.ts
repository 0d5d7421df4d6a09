import { expect, type Page } from "@playwright/test";
import { openAsStaff } from "./staff-steps";

/** Shared steps of the document checklist specs (the client uploads, staff review, the broker counts). */
export const BANK = "Business bank statements for the last 6 months";
export const PDF = { name: "statements.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") };

export interface AppRef {
  id: string;
  applicationNumber: string;
  businessName: string;
}

/** The client portal's checklist of the application open on `client`. */
export const checklistOn = (client: Page) => client.getByRole("list", { name: "Document checklist items" });

/** The broker portal's outstanding count for one referral (0 when it is not listed). */
export async function outstandingCount(broker: Page, app: AppRef) {
  await expect(broker.getByRole("heading", { name: "Outstanding documents" })).toBeVisible();
  const line = broker.getByText(new RegExp(`^${app.applicationNumber} ${app.businessName}: (\\d+) outstanding$`));
  if (!(await line.count())) return 0;
  return Number(/: (\d+) outstanding/.exec((await line.textContent())!)![1]);
}

async function upload(client: Page, label: string) {
  const checklist = checklistOn(client);
  await checklist.getByLabel(`Upload a file for ${label}`).setInputFiles(PDF);
  await expect(client.getByText("Upload successful").first()).toBeVisible();
  await expect(checklist.getByRole("listitem").filter({ hasText: label }).getByText("Received")).toBeVisible();
}

/**
 * The review loop on one item: the client (on the application's portal page) uploads, staff reject
 * it with `reason`, the client sees the reason and uploads again, staff approve.
 */
export async function uploadRejectResendApprove(client: Page, staff: Page, app: AppRef, label: string, reason: string) {
  await upload(client, label);
  await openAsStaff(staff, app, "documents");
  await staff.getByRole("button", { name: `Reject ${label}` }).click();
  const reject = staff.getByRole("form", { name: `Reject ${label}` });
  await reject.getByLabel(/Reason the client will see/).fill(reason);
  await reject.getByRole("button", { name: "Reject with reason" }).click();
  await expect(staff.getByText("Item rejected").first()).toBeVisible();

  await client.reload();
  await expect(checklistOn(client).getByText(`Not accepted: ${reason}`)).toBeVisible();
  await upload(client, label);

  await staff.reload();
  await staff.getByRole("button", { name: `Approve ${label}` }).click();
  await expect(staff.getByText("Item approved").first()).toBeVisible();
}
