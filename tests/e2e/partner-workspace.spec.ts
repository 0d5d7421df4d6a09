// Issue #36 items 1 and 4: a broker works the pipeline. Staff ask for a document on one of the
// broker's referrals; the broker filters the pipeline to the referrals waiting on the client, opens
// that referral's workspace, sees the next step and who owes it, then follows the e-mail's and the
// notification's links to the workspace's Documents section. Run at 1440 (chromium) and 390 (mobile).
import { expect, test, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { pageAs } from "./fixtures";

interface Referral {
  id: string;
  businessName: string;
  applicationNumber: string;
  status: string;
}

const PARTNER_EMAIL = "partner@bizfund.example";

async function expectDocumentsSection(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`/partner/applications/${id}#documents$`));
  const heading = page.getByRole("heading", { level: 2, name: "Documents", exact: true });
  await expect(heading).toBeInViewport();
}

test("a broker filters the pipeline to 'waiting on the client', opens the workspace and follows an e-mail link to its section", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const partner = await pageAs(browser, "partner");
  const staff = await pageAs(browser, "staff");
  const referrals = (await (await partner.request.get("/api/broker/applications")).json()) as Referral[];
  const target = referrals.find((r) => ["submitted", "under_review"].includes(r.status));
  expect(target, "a referral before lenders").toBeTruthy();
  const { id, applicationNumber } = target!;

  // Staff ask for a document: the client owes the next action.
  const title = `Signed lease (${info.project.name})`;
  const asked = await staff.request.post(`/api/applications/${id}/checklist`, {
    headers: { origin: BASE_URL },
    data: { title },
  });
  expect(asked.status()).toBe(201);

  // The pipeline, filtered by its address-bar form.
  await partner.goto("/partner");
  await expect(partner.getByRole("heading", { name: "Client Applications" })).toBeVisible();
  await partner.getByLabel("Waiting on").selectOption("client");
  await partner.getByRole("button", { name: "Apply filters" }).click();
  await expect(partner).toHaveURL(/[?&]owner=client/);
  const details = partner.getByRole("link", { name: /^View Details for / });
  await expect(details.first()).toBeVisible();
  const shown = await details.count();
  // Every referral listed waits on the client.
  await expect(partner.getByText("Waiting on: The client", { exact: true }).filter({ visible: true })).toHaveCount(
    shown,
  );
  const link = partner.getByRole("link", { name: `View Details for ${applicationNumber}` });
  await expect(link).toBeVisible();
  // Nothing overflows the page sideways at 390 wide (cards), nor at 1440 (the table fits).
  const overflow = await partner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The workspace: the next step and who owes it.
  await link.click();
  await expect(partner).toHaveURL(new RegExp(`/partner/applications/${id}$`));
  await expect(partner.getByRole("heading", { level: 1, name: target!.businessName })).toBeVisible();
  const next = partner.getByRole("region", { name: "Next step" });
  await expect(next.getByTestId("next-step")).toHaveText(/^Client to /);
  await expect(next.getByTestId("next-step-owner")).toHaveText("Waiting on: The client");
  await expect(partner.getByText(title, { exact: true })).toBeVisible();
  for (const section of [
    "Overview and timeline",
    "Full application",
    "Documents",
    "Lenders and offers",
    "Messages",
    "Commission",
  ])
    await expect(partner.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();

  // The e-mail about the request links to the workspace's Documents section.
  await partner.goto("/dev/outbox");
  const mail = partner
    .getByTestId("outbox-mail")
    .filter({ hasText: PARTNER_EMAIL })
    .filter({ hasText: `We need: ${title}.` })
    .first();
  const href = (await mail.textContent())!.match(/https?:\/\/\S+\/partner\/applications\/\S+#documents/)![0];
  expect(href).toContain(`/partner/applications/${id}#documents`);
  await partner.goto("/partner");
  await partner.goto(href.replace(/^https?:\/\/[^/]+/, ""));
  await expectDocumentsSection(partner, id);

  // So does the notification.
  const { items } = (await (await partner.request.get("/api/notifications")).json()) as {
    items: { body: string; link: string | null }[];
  };
  const note = items.find((n) => n.body.includes(title));
  expect(note?.link).toBe(`/partner/applications/${id}#documents`);
  await partner.goto("/partner");
  await partner.goto(note!.link!);
  await expectDocumentsSection(partner, id);

  // An old link still lands on the workspace.
  await partner.goto(`/partner?application=${id}`);
  await expect(partner).toHaveURL(new RegExp(`/partner/applications/${id}$`));

  await partner.context().close();
  await staff.context().close();
});
