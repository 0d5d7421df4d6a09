import { expect, test } from "@playwright/test";

/**
 * Issue #15 item 1 (ADR 014): the wizard is saved on the server as the applicant goes; at step 5
 * they ask for 'E-mail me a link to continue', and the link opens a fresh browser (no cookies, no
 * session storage) at step 5 with every answer restored (WCAG 3.3.7).
 */
test("leave the wizard at step 5 and resume it from the e-mailed link in a fresh browser", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `resume.${Date.now()}@example.com`;

  // The landing's free assessment hands over the business name, turnover and e-mail.
  await page.goto("/");
  const assessment = page.getByRole("form", { name: "Free assessment" });
  await assessment.getByLabel("Business name").fill("Resume Test Bakery");
  await assessment.getByLabel("Monthly turnover").fill("80000");
  await assessment.getByLabel("Work email").fill(email);
  await assessment.getByRole("button", { name: "Get My Free Assessment" }).click();
  await expect(page.getByText("Step 1 of 11")).toBeVisible();
  await page.getByRole("button", { name: "Equipment Purchase" }).click();
  await expect(page.getByText("Step 2 of 11")).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("button", { name: "36 months" }).click();
  await expect(page.getByText("Step 4 of 11")).toBeVisible();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("Step 5 of 11")).toBeVisible();
  await expect(page.getByRole("heading", { name: "How would you describe your credit profile?" })).toBeVisible();

  await page.getByRole("button", { name: "E-mail me a link to continue" }).click();
  await expect(page.getByText("We've e-mailed you a link to continue your application.")).toBeVisible();

  await page.goto("/dev/outbox");
  const mail = page.getByTestId("outbox-mail").filter({ hasText: email }).first();
  const link = (await mail.textContent())!.match(/https?:\/\/\S+\/application\/resume\?token=[A-Za-z0-9_-]+/)![0];

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect(other).toHaveURL(/\/application(\?step=\d+)?$/); // each step is a history entry
    await expect(other.getByText("Step 5 of 11")).toBeVisible();
    await expect(other.getByRole("heading", { name: "How would you describe your credit profile?" })).toBeFocused();
    // Every answer is back: the server's copy, and what each earlier step shows.
    const draft = (await (await other.request.get("/api/applications/draft")).json()) as {
      draft: { step: number; answers: Record<string, unknown> };
    };
    expect(draft.draft.step).toBe(5);
    expect(draft.draft.answers).toMatchObject({
      purpose: "equipment",
      amount: 150000,
      term: 36,
      monthlyTurnover: 80000,
      companyName: "Resume Test Bakery",
      email,
    });
    await other.getByRole("button", { name: "Previous" }).click();
    await expect(other.getByRole("slider")).toHaveValue("80000");
    await other.getByRole("button", { name: "Previous" }).click();
    await expect(other.getByRole("button", { name: "36 months" })).toHaveAttribute("aria-pressed", "true");
    await other.getByRole("button", { name: "Previous" }).click();
    await expect(other.getByRole("slider")).toHaveValue("150000");
    await other.getByRole("button", { name: "Previous" }).click();
    await expect(other.getByRole("button", { name: "Equipment Purchase" })).toHaveAttribute("aria-pressed", "true");
  } finally {
    await fresh.close();
  }
});

/**
 * Issue #37 item 7: an answer given a moment before the tab closes is kept. The save waits for a
 * pause in typing; leaving the page sends it at once (a keepalive request outlives the page).
 */
test("a draft survives closing the tab right after an answer", async ({ context }) => {
  const page = await context.newPage();
  await page.goto("/application");
  await page.getByRole("button", { name: "Business Growth" }).click();
  await expect(page.getByText("Step 2 of 11")).toBeVisible();
  // The step change saved the draft (and set its cookie); now one more answer, and the tab closes.
  await expect
    .poll(async () => ((await (await page.request.get("/api/applications/draft")).json()) as { draft: unknown }).draft)
    .not.toBeNull();
  const slider = page.getByRole("slider");
  const before = await slider.inputValue();
  await slider.focus();
  await page.keyboard.press("End");
  const chosen = await slider.inputValue();
  expect(chosen).not.toBe(before);
  await page.close({ runBeforeUnload: true });

  const again = await context.newPage();
  await expect
    .poll(async () => {
      const body = (await (await again.request.get("/api/applications/draft")).json()) as {
        draft: { answers: Record<string, unknown> } | null;
      };
      return String(body.draft?.answers.amount);
    })
    .toBe(chosen);
});
