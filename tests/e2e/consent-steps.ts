import { expect, type Page } from "@playwright/test";

/**
 * Shared steps for the owner's consent per lender (issue 34 item 1, ADR 066): staff propose lenders
 * from the match list, the owner answers each in the client portal's lender list.
 */

const picker = (staff: Page) => staff.getByRole("form", { name: "Submit to lenders" });

/** Staff tick lenders on the open application's match list and propose them to the client. */
export async function proposeToClient(staff: Page, lenders: string[]) {
  for (const lender of lenders)
    await picker(staff)
      .getByRole("checkbox", { name: new RegExp(`^${lender}`) })
      .check();
  await picker(staff).getByRole("button", { name: "Propose to the client" }).click();
  await expect(staff.getByText(`Asked the owner about ${lenders.length} lender(s).`)).toBeVisible();
}

/** The application's id, as the signed-in client's application list gives it. */
export async function clientApplicationId(client: Page, applicationNumber: string) {
  const apps = (await (await client.request.get("/api/applications")).json()) as {
    id: string;
    applicationNumber: string;
  }[];
  const app = apps.find((a) => a.applicationNumber === applicationNumber);
  expect(app, `the client's application ${applicationNumber}`).toBeTruthy();
  return app!.id;
}

export const proposalOf = (client: Page, lender: string) =>
  client.getByRole("list", { name: "Proposed lenders" }).getByRole("listitem", { name: `${lender} proposal` });
export const ledgerOf = (client: Page, lender: string) =>
  client.getByRole("list", { name: "Data-room ledger" }).getByRole("listitem", { name: `${lender} ledger` });

/** The owner answers each lender in their lender list: approve or remove. */
export async function answerAsOwner(
  client: Page,
  applicationId: string,
  answers: Record<string, "approve" | "remove">,
) {
  await client.goto(`/client/applications/${applicationId}/lenders`);
  for (const [lender, answer] of Object.entries(answers)) {
    const card = proposalOf(client, lender);
    await card.getByRole("button", { name: `${answer === "approve" ? "Approve" : "Remove"} ${lender}` }).click();
    await expect(card.getByText(answer === "approve" ? /^Approved / : /^Removed /)).toBeVisible();
  }
}
