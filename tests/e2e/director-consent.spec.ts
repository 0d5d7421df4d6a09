import { expect, test, type Page } from "@playwright/test";
import { answerAsOwner, clientApplicationId, proposalOf, proposeToClient } from "./consent-steps";
import { pageAs } from "./fixtures";
import { mailText } from "./guarantor-steps";
import { openForStaff } from "./submission-steps";

// Issue 34 item 1 (ADR 083): a lender that checks directors' credit needs each director's own consent.
// The demo client's Harbour View Bakery file names the owner and a co-director; staff propose a
// hard-enquiry lender the other consent specs leave alone (they take the match list's first and last
// three), the owner approves it (and so consents as a director), and the co-director consents from
// their own e-mailed link with a one-time code; the link then refuses. Nothing is submitted here: a
// submission re-matches the file, which would move the other specs' lenders (the 409 until every
// director has consented is tested in tests/integration/director-consent.test.ts).
const APP = { number: "BF-2026-000002", businessName: "Harbour View Bakery" };
const LENDER = "Blue Gum Business Loans";
const DIRECTOR = { name: "Jordan Mitchell", email: "jordan.mitchell.1@guarantor.example" };

const directorsOf = (client: Page) =>
  proposalOf(client, LENDER).getByRole("list", { name: `Directors' consent for ${LENDER}` });

test("a co-director consents to a lender's credit check from their own e-mailed link; the owner's list shows it, and the link works once", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const staff = await pageAs(browser, "staff");
  await openForStaff(staff, APP.number);
  await proposeToClient(staff, [LENDER]);

  // The owner's lender list: a hard enquiry, the owner consents with their approval, the co-director was e-mailed.
  const client = await pageAs(browser, "client");
  const id = await clientApplicationId(client, APP.number);
  await client.goto(`/client/applications/${id}/lenders`);
  await expect(proposalOf(client, LENDER).getByText(/^What it checks: Hard enquiry:/)).toBeVisible();
  await expect(directorsOf(client).getByRole("listitem")).toHaveText([
    "Sarah Mitchell: you, with your approval below",
    `${DIRECTOR.name}: waiting (we e-mailed them their own link)`,
  ]);
  await answerAsOwner(client, id, { [LENDER]: "approve" });
  await expect(directorsOf(client).getByRole("listitem")).toHaveText([
    "Sarah Mitchell: consented",
    `${DIRECTOR.name}: waiting (we e-mailed them their own link)`,
  ]);

  // The co-director, in their own browser (nobody signed in): the link from their e-mail.
  const director = await (await browser.newContext()).newPage();
  const link = (await mailText(director, DIRECTOR.email, `Your consent to a credit check for ${APP.number}`)).match(
    /https?:\/\/\S+\/sign\/consent\/[\w-]+/,
  )![0];
  const path = link.replace(/^https?:\/\/[^/]+/, "");
  // An altered link is refused with no form.
  await director.goto(`${path}x`);
  await expect(
    director.getByRole("alert").filter({
      hasText: "This consent link is not valid. Use the whole link from your e-mail, or ask us for a new one.",
    }),
  ).toBeVisible();
  await expect(director.getByRole("form", { name: "Give my consent" })).toHaveCount(0);

  await director.goto(path);
  await expect(director.getByRole("heading", { name: "Your consent to a credit check" })).toBeVisible();
  await expect(
    director.getByText(
      `${DIRECTOR.name}, you are named as a director of ${APP.businessName} on loan application ${APP.number}.`,
    ),
  ).toBeVisible();
  await expect(
    director.getByRole("list", { name: "Lenders that will check your credit" }).getByRole("listitem"),
  ).toHaveText([new RegExp(`^${LENDER}: Hard enquiry, `)]);
  await director.getByRole("button", { name: "Send me a code" }).click();
  await expect(director.getByText("Code sent").first()).toBeVisible();
  const code = (await mailText(director, DIRECTOR.email, `Your consent code for ${APP.number}`)).match(
    /code is (\d{6})/,
  )![1]!;

  await director.goto(path);
  const form = director.getByRole("form", { name: "Give my consent" });
  await form.getByLabel("Code").fill(code);
  // Someone else's name is refused with the name on file; nothing is recorded.
  await form.getByLabel(/Your full name/).fill("Mickey Mouse");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Give my consent" }).click();
  await expect(
    director.getByText(`Type your full name as it appears on the application: ${DIRECTOR.name}.`).first(),
  ).toBeVisible();
  await form.getByLabel(/Your full name/).fill(DIRECTOR.name);
  await form.getByRole("button", { name: "Give my consent" }).click();
  await expect(
    director.getByText(
      `Your consent is recorded. Thank you, ${DIRECTOR.name}. We e-mailed you the receipt; this link no longer works.`,
    ),
  ).toBeVisible();

  // Used once: the link now refuses, with no form.
  await director.goto(path);
  await expect(
    director.getByRole("alert").filter({
      hasText: "This consent link has already been used: your consent is recorded. Each link works once.",
    }),
  ).toBeVisible();
  await expect(director.getByRole("form", { name: "Give my consent" })).toHaveCount(0);
  // The receipt went to the director, naming the lender.
  expect(await mailText(director, DIRECTOR.email, `Your consent receipt for ${APP.number}`)).toContain(
    `${DIRECTOR.name}, we recorded your consent to the credit check by ${LENDER} for application ${APP.number}.`,
  );

  // The owner's lender list now shows the co-director's consent beside their own.
  await client.reload();
  await expect(directorsOf(client).getByRole("listitem")).toHaveText([
    "Sarah Mitchell: consented",
    `${DIRECTOR.name}: consented`,
  ]);
  await Promise.all([staff, client, director].map((p) => p.context().close()));
});
