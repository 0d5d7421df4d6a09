import type { Locator } from "@playwright/test";

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
