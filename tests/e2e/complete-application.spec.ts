import { expect, test, type Page } from "@playwright/test";
import { BANK, checklistOn, type AppRef, outstandingCount, uploadRejectResendApprove } from "./checklist-steps";
import { fillAddress } from "./application-form-steps";
import { pageAs } from "./fixtures";

// Issue 15's journey after a submission: the client completes the full application, then one
// checklist item goes client → staff (rejected with a reason) → client → staff (approved), and the
// referring broker's outstanding count goes down.
const REASON = "Please include the statement for July as well.";

interface Referral extends AppRef {
  clientName: string;
  status: string;
}

/**
 * The partner's oldest open referral of the demo client with no director on file and the bank
 * statements outstanding: a seeded submission nobody has completed yet (other specs take the newest).
 */
async function pickSubmission(broker: Page): Promise<Referral> {
  const referrals = (await (await broker.request.get("/api/broker/applications")).json()) as Referral[];
  const open = referrals.filter(
    (r) => r.clientName === "Sarah Mitchell" && ["submitted", "under_review"].includes(r.status),
  );
  for (const r of open.reverse()) {
    const file = (await (await broker.request.get(`/api/applications/${r.id}/full-application`)).json()) as {
      values: { directors: unknown[] };
    };
    const items = (await (await broker.request.get(`/api/applications/${r.id}/checklist`)).json()) as {
      label: string;
      status: string;
    }[];
    const bank = items.find((i) => i.label === BANK);
    if (!file.values.directors.length && bank && bank.status !== "approved") return r;
  }
  throw new Error("no open referral of Sarah Mitchell without directors in the seed");
}

async function completeFullApplication(client: Page, app: Referral) {
  await client.goto(`/client?application=${app.id}`);
  await client.getByRole("link", { name: "Complete your application" }).click();
  await expect(client.getByRole("heading", { name: "Complete your application", level: 1 })).toBeVisible();
  const form = client.getByRole("form", { name: "Complete your application" });
  await form.getByLabel("Entity type").selectOption("partnership");
  const trading = form.getByRole("group", { name: "Trading address" });
  await fillAddress(trading, { street: "1 Collins St", suburb: "Melbourne", state: "VIC", postcode: "3000" });
  await form.getByLabel("Registered for GST").selectOption("yes");
  await form.getByLabel("Industry (ANZSIC division)").selectOption("H");
  await form.getByLabel("Years at the trading address").fill("6");

  await form.getByRole("button", { name: "Add director or guarantor" }).click();
  const director = form.getByRole("group", { name: "Director 1" });
  await director.getByLabel("Full name").fill("Sarah Jane Mitchell");
  await director.getByLabel("Date of birth").fill("1982-09-14");
  await fillAddress(director.getByRole("group", { name: "Residential address" }), {
    street: "12 Smith St",
    suburb: "Fitzroy",
    state: "VIC",
    postcode: "3065",
  });
  await director.getByLabel("Driver licence number").fill("MS482910");
  await director.getByLabel("Licence issued in").selectOption("VIC");
  await director.getByLabel("Ownership (%)").fill("100");

  await form.getByLabel("Does the business have existing debts?").selectOption("no");
  await form.getByLabel("What is the finance for?").fill("A second espresso machine and a cool room");
  await form.getByLabel("How will the funds be used?").fill("Purchase and installation");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(client.getByRole("heading", { name: "100% complete" })).toBeVisible();
  await expect(client.getByText("Everything we need is here.")).toBeVisible();
  await expect(client.getByText("On file: **/**/1982. Leave blank to keep it.")).toBeVisible();
}

test("after submission the client completes the application; a document is rejected with a reason, sent again and approved; the broker's count goes down", async ({
  browser,
}) => {
  const broker = await pageAs(browser, "partner");
  const app = await pickSubmission(broker);

  const client = await pageAs(browser, "client");
  await completeFullApplication(client, app);

  // The saved director's photo ID is on the checklist straight away.
  await client.goto(`/client?application=${app.id}`);
  await expect(
    checklistOn(client).getByRole("listitem").filter({ hasText: "Photo ID for Sarah Jane Mitchell" }),
  ).toBeVisible();
  await broker.goto("/partner");
  const before = await outstandingCount(broker, app);
  expect(before).toBeGreaterThan(0);

  const staff = await pageAs(browser, "staff");
  await uploadRejectResendApprove(client, staff, app, BANK, REASON);

  await broker.reload();
  expect(await outstandingCount(broker, app)).toBe(before - 1);
});
