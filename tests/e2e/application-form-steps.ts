import { expect, type Locator, type Page } from "@playwright/test";

/** Fills the Australian address fields of the full application form inside `group` (a fieldset). */
export async function fillAddress(
  group: Locator,
  address: { street: string; suburb: string; state: string; postcode: string },
) {
  await group.getByLabel("Street address").fill(address.street);
  await group.getByLabel("Suburb").fill(address.suburb);
  await group.getByLabel("State or territory").selectOption(address.state);
  await group.getByLabel("Postcode").fill(address.postcode);
}

type Address = Parameters<typeof fillAddress>[1];

/** What one spec enters on the full application: a partnership with one director, no debts. */
export interface FullApplicationFile {
  trading: Address;
  industry: string;
  yearsAtAddress: string;
  director: { name: string; dateOfBirth: string; address: Address; licence: string };
  purpose: string;
  useOfFunds: string;
}

/** The client opens "Complete your application" for `applicationId`, fills it in, and saves it 100% complete. */
export async function completeFullApplication(client: Page, applicationId: string, file: FullApplicationFile) {
  await client.goto(`/client/applications/${applicationId}`);
  await client.getByRole("link", { name: "Complete your application" }).click();
  await expect(client.getByRole("heading", { name: "Complete your application", level: 1 })).toBeVisible();
  const form = client.getByRole("form", { name: "Complete your application" });
  await form.getByLabel("Entity type").selectOption("partnership");
  await fillAddress(form.getByRole("group", { name: "Trading address" }), file.trading);
  await form.getByLabel("Registered for GST").selectOption("yes");
  await form.getByLabel("Industry (ANZSIC division)").selectOption(file.industry);
  await form.getByLabel("Years at the trading address").fill(file.yearsAtAddress);

  await form.getByRole("button", { name: "Add director or guarantor" }).click();
  const director = form.getByRole("group", { name: "Director 1" });
  await director.getByLabel("Full name").fill(file.director.name);
  await director.getByLabel("Date of birth").fill(file.director.dateOfBirth);
  await fillAddress(director.getByRole("group", { name: "Residential address" }), file.director.address);
  await director.getByLabel("Driver licence number").fill(file.director.licence);
  await director.getByLabel("Licence issued in").selectOption("VIC");
  await director.getByLabel("Ownership (%)").fill("100");

  await form.getByLabel("Does the business have existing debts?").selectOption("no");
  await form.getByLabel("What is the finance for?").fill(file.purpose);
  await form.getByLabel("How will the funds be used?").fill(file.useOfFunds);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(client.getByRole("heading", { name: "100% complete" })).toBeVisible();
}
