import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { LENDER_PANEL } from "../../lib/lenders/panel-data";
import { MARKETING_PAGES } from "../../lib/marketing/content";
import { instantQuote, instantQuotePanel } from "../../lib/matching/instant-quote";
import { formatAudCents } from "../../lib/money/format";
import { loginAs } from "./fixtures";

const ROUTES = ["/", "/home", ...MARKETING_PAGES.map((p) => p.path)];

test("every marketing route answers 200 with one h1, a title, and no axe violations", async ({ page }) => {
  test.setTimeout(240_000);
  // Axe judges the content as it settles: a landing section part-way through its scroll-reveal
  // (ADR 064) would be measured at a passing opacity. With reduced motion nothing is animated.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const failures: string[] = [];
  for (const route of ROUTES) {
    const res = await page.goto(route);
    expect(res?.status(), route).toBe(200);
    expect(await page.locator("h1").count(), `${route} h1 count`).toBe(1);
    expect(await page.title(), route).toMatch(/BizFund/);
    const axe = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    for (const v of axe.violations)
      failures.push(`${route}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
  }
  expect(failures).toEqual([]);
});

test("no internal link on the public site leads to a 404", async ({ page, request }) => {
  test.setTimeout(240_000);
  const seen = new Set<string>();
  for (const route of ROUTES) {
    await page.goto(route);
    const hrefs = await page.$$eval("a[href]", (as) => as.map((a) => a.getAttribute("href") ?? ""));
    for (const href of hrefs) {
      if (!href.startsWith("/") || href.startsWith("//") || href.startsWith("/api/")) continue;
      seen.add(href.split("#")[0]!.split("?")[0]!);
    }
  }
  const broken: string[] = [];
  for (const path of seen) {
    const res = await request.get(path, { maxRedirects: 0 });
    if (res.status() === 404) broken.push(path);
  }
  expect(seen.size).toBeGreaterThan(25);
  expect(broken).toEqual([]);
});

test("the landing calculator amortises at its stated rate and term and the FAQ opens one item at a time", async ({
  page,
}) => {
  await page.goto("/");
  // The panel's best quote for the assumed business (ADR 064): $250,000, $1.5M revenue, 24 months.
  const rows = instantQuotePanel(LENDER_PANEL);
  const monthly = (amount: number) =>
    formatAudCents(
      instantQuote(rows, { amount, annualRevenue: 1_500_000, termMonths: 24 }).best!.monthlyRepaymentCents,
    );
  await expect(page.getByTestId("landing-monthly")).toHaveText(monthly(250_000));
  const thumb = page.getByRole("slider", { name: "Funding amount" });
  await thumb.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("landing-monthly")).toHaveText(monthly(260_000));
  await page.keyboard.press("Home");
  await expect(page.getByTestId("landing-monthly")).toHaveText(monthly(10_000));
  // Revenue changes the quote: at $100,000 a year no lender on the panel has a low enough minimum turnover.
  await page.getByRole("slider", { name: "Annual revenue" }).focus();
  await page.keyboard.press("Home");
  await expect(page.getByTestId("landing-monthly")).toHaveText("No quote");
  const first = page.getByRole("button", { name: "How quickly can I get funded?" });
  const second = page.getByRole("button", { name: "Will checking my options affect my credit score?" });
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
});

test("the contact form is stored and confirmed with the spec's toast; sitemap and robots exist", async ({
  page,
  request,
}, testInfo) => {
  // Each project's run sends its own message (they share the server's database).
  const message = `Can you finance a new excavator? (${testInfo.project.name} ${testInfo.repeatEachIndex})`;
  await page.goto("/contact");
  // The contact form, not the complaints form below it (issue #34 item 5).
  const contact = page.getByRole("form", { name: "Send us a Message" });
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Full Name is required")).toBeVisible();
  await contact.getByLabel("Full Name").fill("Jo Citizen");
  await contact.getByLabel("Email Address").fill("jo@example.com");
  await contact.getByLabel("Subject").fill("Equipment finance");
  await contact.getByRole("textbox", { name: "Message", exact: true }).fill(message);
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
  await expect(contact.getByLabel("Full Name")).toHaveValue("");
  // Stored: staff see it in their inbox.
  await loginAs(page, "staff");
  await page.getByRole("tab", { name: "Inbox" }).click();
  await expect(page.getByText(message)).toBeVisible();
  const sitemap = await request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain("/working-capital");
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /staff");
});

test("static pages ask who is signed in only when a session exists, and log no console errors", async ({ page }) => {
  const userCalls: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/auth/user") userCalls.push(r.url());
  });
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto("/faq");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(userCalls).toEqual([]);

  await loginAs(page, "client");
  await page.goto("/faq");
  await expect(nav.getByTestId("header-user")).toHaveText("Sarah");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sarah");
  expect(userCalls.length).toBeGreaterThan(0);

  await nav.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  const before = userCalls.length;
  await page.goto("/faq");
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(userCalls.length).toBe(before);
  expect(errors).toEqual([]);
});

test("Resources: Download gives the real file and Watch Recording opens the recording", async ({ page }) => {
  await page.goto("/resources");
  const templates = page.getByRole("region", { name: "Templates" });
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    templates.getByRole("link", { name: "Download: 13-week cash flow forecast" }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe("13-week-cash-flow-forecast.csv");
  const text = await (await csv.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  expect(text.split("\r\n")[0]).toContain('"Week 13"');
  const guides = page.getByRole("region", { name: "Guides" });
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    guides.getByRole("link", { name: "Download: Cash flow planning" }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe("cash-flow-planning.pdf");
  const bytes = await (await pdf.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks));
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await page.getByRole("link", { name: "Watch Recording: Funding growth in 2026" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Funding growth in 2026" })).toBeVisible();
  await expect(page.getByText("00:00 Welcome")).toBeVisible();
});

test("a client-side navigation to / renders the landing page's content", async ({ page }) => {
  await page.goto("/faq");
  // Hydrated: React attaches its fiber to the DOM nodes it has taken over.
  await expect
    .poll(() => page.locator("h1").evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber"))))
    .toBe(true);
  // A mark on this document: still there after the click, so the router rendered / in place.
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  await page.getByRole("banner").getByRole("link", { name: "BizFund Australia", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Why businesses choose us" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our lender panel" })).toBeVisible();
  await expect(page.getByTestId("representative-example")).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page arrives whole: its hero, quote and content show", async ({ page }) => {
    // Server components and client components render in place: nothing waits for a script to reveal it.
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Get a decision in 72hrs" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Instant quote" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why businesses choose us" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test("the landing sections reveal as they scroll into view, in CSS alone, and not at all with reduced motion (ADR 064)", async ({
  page,
}) => {
  const faqs = page.locator("#faqs");
  const opacity = () => faqs.evaluate((el) => Number(getComputedStyle(el).opacity));
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/");
  const supported = await page.evaluate(() => CSS.supports("animation-timeline: view()"));
  if (supported) {
    expect(await opacity()).toBeLessThan(1); // far below the fold: not revealed yet
    await faqs.scrollIntoViewIfNeeded();
    await expect.poll(opacity).toBe(1);
  }
  // Reduced motion: every section is there as it is, without scrolling.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  expect(await opacity()).toBe(1);
  // No script is involved: the text is in the HTML the server sends.
  const html = await (await page.request.get("/")).text();
  expect(html).toContain('id="faqs"');
  expect(html).toMatch(/class="[^"]*\breveal\b/);
});

test("below the first screen the landing page lays out as it nears the viewport, and the progress bar follows the scroll, in CSS alone", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/");
  const faqs = page.getByRole("heading", { name: "Frequently asked questions" });
  // Far below the fold the FAQs are skipped (content-visibility: auto) yet in the DOM and the accessibility tree.
  const rendered = () => faqs.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered()).toBe(false);
  await expect(faqs).toHaveCount(1);
  const progress = () =>
    page.locator(".scroll-progress").evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
  expect(await progress()).toBe(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(progress).toBeGreaterThan(0.99);
  await expect.poll(rendered).toBe(true);
  // Halfway down, halfway along: the bar's scale is the share of the page scrolled.
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
  const offBy = () =>
    page.evaluate(() => {
      const bar = new DOMMatrix(getComputedStyle(document.querySelector(".scroll-progress")!).transform).a;
      return Math.abs(bar - window.scrollY / (document.documentElement.scrollHeight - window.innerHeight));
    });
  await expect.poll(offBy).toBeLessThan(0.02);
  expect(await progress()).toBeGreaterThan(0.3);
  // An anchor still lands on its section, whatever the estimated heights above it.
  await page.goto("/#faqs");
  await expect(faqs).toBeInViewport();
});
