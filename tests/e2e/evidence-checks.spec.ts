import { expect, test, type Page } from "@playwright/test";
import { pageAs } from "./fixtures";
import { openAsStaff } from "./staff-steps";

/**
 * Issue 33 items 2, 4 and 5 (ADR 056, 071): the owner uploads a CSV statement and connects their bank
 * through the fake intermediary, records each person's consent; staff see the bank analysis, the
 * bureau and identity results; a director whose licence the fake DVS does not know (a number ending
 * in 9) fails the identity check, and the owner is told what to do next.
 */
const CSV = "tests/fixtures/statements/healthy-cafe.cba.csv";

interface Candidate {
  id: string;
  applicationNumber: string;
  failing: string;
}

/** A file of the demo client's with every director's licence and birth date on file, one licence ending in 9. */
async function pickApplication(client: Page): Promise<Candidate> {
  const apps = (await (await client.request.get("/api/applications")).json()) as {
    id: string;
    applicationNumber: string;
    status: string;
  }[];
  for (const a of apps.filter((x) => !["withdrawn", "declined", "settled"].includes(x.status))) {
    const res = await client.request.get(`/api/applications/${a.id}/full-application`);
    if (!res.ok()) continue;
    const file = (await res.json()) as {
      values: { directors: { fullName: string }[] };
      onFile: { licenceNumber: string | null; dateOfBirth: string | null }[];
    };
    const i = file.onFile.findIndex((d) => d.licenceNumber?.endsWith("9"));
    if (i >= 0 && file.onFile.every((d) => d.licenceNumber && d.dateOfBirth))
      return { id: a.id, applicationNumber: a.applicationNumber, failing: file.values.directors[i]!.fullName };
  }
  throw new Error("no application of the demo client has a director whose licence ends in 9");
}

test("the owner gives bank data and consent; staff see the analysis, bureau and ID results; a failed ID check shows the next step", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const client = await pageAs(browser, "client");
  const app = await pickApplication(client);
  await client.goto(`/client/applications/${app.id}`);
  const bank = client.getByRole("region", { name: "Your bank data" });

  // A CSV statement, read in place.
  await bank.getByLabel(/^Statement file/).setInputFiles(CSV);
  await bank.getByRole("button", { name: "Upload statement" }).click();
  await expect(bank.getByText("Statement read")).toBeVisible();
  await expect(bank.getByText(/Uploaded statement: healthy-cafe\.cba\.csv/)).toBeVisible();

  // The fake intermediary consents at once and sends the owner back.
  await bank.getByRole("button", { name: "Connect your bank" }).click();
  await expect(client).toHaveURL(/bank=connected/, { timeout: 30_000 });
  await expect(client.getByText("Your bank is connected. We are fetching your transactions.")).toBeVisible();

  // Consent for the business and each director, one at a time.
  const consent = client.getByRole("region", { name: "Consent for checks" });
  for (let n = 0; n < 5; n++) {
    const form = consent.getByRole("form", { name: /^Consent for / }).first();
    if (!(await form.count())) break;
    const name = (await form.getAttribute("aria-label"))!;
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Record consent" }).click();
    // Recorded: the page is refreshed and that person's form gives way to the date.
    await expect(consent.getByRole("form", { name, exact: true })).toHaveCount(0);
  }
  await expect(consent.getByRole("form", { name: /^Consent for / })).toHaveCount(0);

  // The checks run as jobs: the owner sees them in plain words, and the failed one's next step.
  const checked = client.getByRole("region", { name: "What we checked" });
  await expect(async () => {
    await client.reload();
    await expect(checked.getByText(`Identity check: ${app.failing}`)).toBeVisible({ timeout: 2_000 });
    await expect(checked.getByText("We could not confirm this identity.")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const failed = checked.getByRole("listitem").filter({ hasText: `Identity check: ${app.failing}` });
  await expect(failed).toContainText(`With ${app.failing}'s consent, recorded`);
  await expect(failed).toContainText(`What to do next: We could not confirm ${app.failing}'s driver licence.`);
  await expect(failed.getByRole("button", { name: "Check again" })).toBeVisible();
  await expect(checked).toContainText("Company credit file and ASIC extract");

  // Staff: the Assessment section of the application's workspace.
  const staff = await pageAs(browser, "staff");
  await expect(async () => {
    await openAsStaff(staff, app, "assessment");
    const assessment = staff.getByRole("region", { name: "Assessment", exact: true });
    await expect(assessment.getByRole("figure", { name: "Trading inflows by month" })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const assessment = staff.getByRole("region", { name: "Assessment", exact: true });
  await expect(assessment.getByRole("figure", { name: "Combined end-of-day balance" })).toBeVisible();
  const checks = assessment.getByRole("region", { name: "Bureau, identity and PPSR" });
  await expect(checks.getByText(/^Score \d+/).first()).toBeVisible();
  await expect(checks.getByText(/ASIC: registered/)).toBeVisible();
  const id = checks.getByRole("listitem").filter({ hasText: `Identity check: ${app.failing}` });
  await expect(id).toContainText("Not verified");
  await expect(id).toContainText("Document no match");
  await expect(assessment.getByRole("region", { name: "Serviceability per matched lender" })).toBeVisible();
});
