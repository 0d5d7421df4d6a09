import { expect, test, type Page } from "@playwright/test";
import { loginAs } from "./fixtures";

const BANK = "Business bank statements for the last 6 months";
const REASON = "Two of the six months are missing.";
const PDF = { name: "statements.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") };

interface Item {
  label: string;
  status: string;
}

/** A referral of the partner's, owned by the demo client, whose bank statements are still outstanding. */
async function pickApplication(broker: Page) {
  const apps = (await (await broker.request.get("/api/broker/applications")).json()) as {
    id: string;
    clientName: string;
    applicationNumber: string;
    businessName: string;
  }[];
  for (const a of apps.filter((x) => x.clientName === "Sarah Mitchell")) {
    const items = (await (await broker.request.get(`/api/applications/${a.id}/checklist`)).json()) as Item[];
    const bank = items.find((i) => i.label === BANK);
    if (bank && (bank.status === "requested" || bank.status === "rejected")) return a;
  }
  throw new Error("no referral with outstanding bank statements in the seed");
}

const outstandingLine = (page: Page, app: { applicationNumber: string; businessName: string }) =>
  page.getByText(new RegExp(`^${app.applicationNumber} ${app.businessName}: (\\d+) outstanding$`));

async function outstandingCount(page: Page, app: { applicationNumber: string; businessName: string }) {
  const line = outstandingLine(page, app);
  if (!(await line.count())) return 0;
  return Number(/: (\d+) outstanding/.exec((await line.textContent())!)![1]);
}

test("client uploads to a checklist item, staff rejects with a reason, the client uploads again, staff approves, the broker's count goes down", async ({
  browser,
}) => {
  const broker = await (await browser.newContext()).newPage();
  await loginAs(broker, "partner");
  const app = await pickApplication(broker);
  await broker.goto("/partner");
  await expect(broker.getByRole("heading", { name: "Outstanding documents" })).toBeVisible();
  const before = await outstandingCount(broker, app);
  expect(before).toBeGreaterThan(0);

  const client = await (await browser.newContext()).newPage();
  await loginAs(client, "client");
  await client.goto(`/client?application=${app.id}`);
  const checklist = client.getByRole("list", { name: "Document checklist items" });
  await checklist.getByLabel(`Upload a file for ${BANK}`).setInputFiles(PDF);
  await expect(client.getByText("Upload successful").first()).toBeVisible();
  await expect(checklist.getByRole("listitem").filter({ hasText: BANK }).getByText("Received")).toBeVisible();

  const staff = await (await browser.newContext()).newPage();
  await loginAs(staff, "staff");
  await staff.goto(`/staff?q=${app.applicationNumber}&application=${app.id}`);
  await staff.getByRole("button", { name: `Reject ${BANK}` }).click();
  const reject = staff.getByRole("form", { name: `Reject ${BANK}` });
  await reject.getByLabel(/Reason the client will see/).fill(REASON);
  await reject.getByRole("button", { name: "Reject with reason" }).click();
  await expect(staff.getByText("Item rejected").first()).toBeVisible();

  await client.reload();
  await expect(checklist.getByText(`Not accepted: ${REASON}`)).toBeVisible();
  await checklist.getByLabel(`Upload a file for ${BANK}`).setInputFiles(PDF);
  await expect(checklist.getByRole("listitem").filter({ hasText: BANK }).getByText("Received")).toBeVisible();

  await staff.reload();
  await staff.getByRole("button", { name: `Approve ${BANK}` }).click();
  await expect(staff.getByText("Item approved").first()).toBeVisible();

  await broker.reload();
  await expect(broker.getByRole("heading", { name: "Outstanding documents" })).toBeVisible();
  expect(await outstandingCount(broker, app)).toBe(before - 1);
});
