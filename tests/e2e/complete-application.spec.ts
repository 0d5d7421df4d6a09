import { expect, test, type Page } from "@playwright/test";
import { BANK, checklistOn, type AppRef, outstandingCount, uploadRejectResendApprove } from "./checklist-steps";
import { completeFullApplication } from "./application-form-steps";
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

async function completeTheFile(client: Page, app: Referral) {
  await completeFullApplication(client, app.id, {
    trading: { street: "1 Collins St", suburb: "Melbourne", state: "VIC", postcode: "3000" },
    industry: "H",
    yearsAtAddress: "6",
    director: {
      name: "Sarah Jane Mitchell",
      dateOfBirth: "1982-09-14",
      address: { street: "12 Smith St", suburb: "Fitzroy", state: "VIC", postcode: "3065" },
      licence: "MS482910",
    },
    purpose: "A second espresso machine and a cool room",
    useOfFunds: "Purchase and installation",
  });
  await expect(client.getByText("Everything we need is here.")).toBeVisible();
  await expect(client.getByText("On file: **/**/1982. Leave blank to keep it.")).toBeVisible();
}

test("after submission the client completes the application; a document is rejected with a reason, sent again and approved; the broker's count goes down", async ({
  browser,
}) => {
  const broker = await pageAs(browser, "partner");
  const app = await pickSubmission(broker);

  const client = await pageAs(browser, "client");
  await completeTheFile(client, app);

  // The saved director's photo ID is on the checklist straight away.
  await client.goto(`/client/applications/${app.id}`);
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
