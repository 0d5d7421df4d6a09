// Issue 18 "done when": axe finds no violation on any portal page for any role, every tab and the
// details panel included (the marketing pages are checked in marketing.spec.ts). The "mobile"
// project runs this again at 390x844, where the tables are cards.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { pageAs } from "./fixtures";
import { ROLES, walkPortal } from "./portal-walk";

for (const role of ROLES) {
  test(`axe finds no violation on the ${role}'s portal pages and tabs`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await pageAs(browser, role);
    const failures: string[] = [];
    const visited: string[] = [];
    await walkPortal(page, role, async (name) => {
      visited.push(name);
      // A client navigation (the details panel records its application in the address) replaces the
      // streamed <title> a moment after the rest: axe reads the page once it has one. A page without
      // a title still fails, here, after the wait.
      await page.waitForFunction(() => document.title !== "", undefined, { timeout: 5_000 }).catch(() => {});
      const axe = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      for (const v of axe.violations)
        failures.push(`${name}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")} ${v.help}`);
    });
    // The walk reached the portal's tabs, not only a sign-in page.
    expect(visited.length).toBeGreaterThan(2);
    expect(failures).toEqual([]);
    await page.context().close();
  });
}
