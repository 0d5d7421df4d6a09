import { expect, test, type Page } from "@playwright/test";
import { BANK, outstandingCount, uploadRejectResendApprove } from "./checklist-steps";
import { pageAs } from "./fixtures";

const REASON = "Two of the six months are missing.";

interface Item {
  label: string;
  status: string;
}

/** An open referral of the partner's, owned by the demo client, whose bank statements are still outstanding. */
async function pickApplication(broker: Page) {
  const apps = (await (await broker.request.get("/api/broker/applications")).json()) as {
    id: string;
    clientName: string;
    applicationNumber: string;
    businessName: string;
    status: string;
  }[];
  // An open file: a withdrawn, declined or settled one lists no outstanding documents (issue #35 item 5).
  const open = apps.filter(
    (x) => x.clientName === "Sarah Mitchell" && !["withdrawn", "declined", "settled"].includes(x.status),
  );
  for (const a of open) {
    const items = (await (await broker.request.get(`/api/applications/${a.id}/checklist`)).json()) as Item[];
    const bank = items.find((i) => i.label === BANK);
    if (bank && (bank.status === "requested" || bank.status === "rejected")) return a;
  }
  throw new Error("no referral with outstanding bank statements in the seed");
}

test("client uploads to a checklist item, staff rejects with a reason, the client uploads again, staff approves, the broker's count goes down", async ({
  browser,
}) => {
  const broker = await pageAs(browser, "partner");
  const app = await pickApplication(broker);
  await broker.goto("/partner");
  const before = await outstandingCount(broker, app);
  expect(before).toBeGreaterThan(0);

  const client = await pageAs(browser, "client");
  await client.goto(`/client/applications/${app.id}`);
  const staff = await pageAs(browser, "staff");
  await uploadRejectResendApprove(client, staff, app, BANK, REASON);

  await broker.reload();
  expect(await outstandingCount(broker, app)).toBe(before - 1);
});
