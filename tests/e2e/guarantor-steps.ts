import { expect, type Page } from "@playwright/test";

/**
 * Issue #34 items 3-4 (ADR 067) in the browser: the needs-and-objectives record before the file goes
 * to lenders, and each director or guarantor signing from their own e-mailed link with a one-time code.
 */

/** The newest outbox e-mail to `to` whose text contains `subject` (the dev outbox lists newest first). */
export async function mailText(page: Page, to: string, subject: string): Promise<string> {
  await page.goto("/dev/outbox");
  const mail = page.getByTestId("outbox-mail").filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(mail).toBeVisible();
  return (await mail.textContent()) ?? "";
}

/** The client completes the needs-and-objectives record in the application's workspace. */
export async function completeNeedsObjectives(page: Page, applicationId: string) {
  await page.goto(`/client/applications/${applicationId}`);
  const form = page.getByRole("form", { name: "Needs and objectives" });
  await form.getByLabel("What is the money for?").fill("A second oven and a delivery van for the bakery.");
  await form.getByLabel("Amount needed ($)").fill("150000");
  await form.getByLabel("Term (months)").fill("36");
  await form.getByLabel("Repayment preference").selectOption("monthly");
  await form
    .getByLabel("Why does this kind of finance suit the business?")
    .fill("Fixed monthly repayments match the bakery's regular takings.");
  await form.getByRole("button", { name: "Save needs and objectives" }).click();
  await expect(page.getByText("Needs and objectives saved").first()).toBeVisible();
  await expect(page.getByTestId("needs-status")).toContainText("Completed by the client");
}

/**
 * One guarantor, in their own browser context (nobody signed in): the link from their e-mail, a code
 * from their e-mail, their name as on file, the consent — and the link then refuses a second use.
 */
export async function guarantorSigns(page: Page, email: string, name: string) {
  const link = (await mailText(page, email, "Sign your guarantee")).match(
    /https?:\/\/\S+\/sign\/guarantee\/[\w-]+/,
  )![0];
  const path = link.replace(/^https?:\/\/[^/]+/, "");
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Sign your guarantee" })).toBeVisible();
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByText("Code sent").first()).toBeVisible();
  const code = (await mailText(page, email, "signing code")).match(/code is (\d{6})/)![1]!;
  await page.goto(path);
  const form = page.getByRole("form", { name: "Sign the guarantee" });
  await form.getByLabel("Code").fill(code);
  // Someone else's name is refused with the name on file.
  await form.getByLabel(/Your full name/).fill("Mickey Mouse");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Sign the guarantee" }).click();
  await expect(page.getByText(new RegExp(`as it appears on the application: ${name}`)).first()).toBeVisible();
  await form.getByLabel(/Your full name/).fill(name);
  await form.getByRole("button", { name: "Sign the guarantee" }).click();
  await expect(page.getByText("Your guarantee is signed.")).toBeVisible();
  // Used once: the link now refuses.
  await page.goto(path);
  await expect(page.getByRole("alert").filter({ hasText: "already been used" })).toBeVisible();
}
