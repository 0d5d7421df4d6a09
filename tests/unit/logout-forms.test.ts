import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(tsx?|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("every Logout is a POST form (#39 item 12d)", () => {
  it("nothing in app/ or components/ links to /api/logout (a GET no longer signs out)", () => {
    const links = [...sources(path.join(ROOT, "app")), ...sources(path.join(ROOT, "components"))].filter((file) =>
      /href=\{?["'`][^"'`]*\/api\/logout|href=\{[^}]*"\/api\/logout"/.test(readFileSync(file, "utf8")),
    );
    expect(links.map((f) => path.relative(ROOT, f))).toEqual([]);
  });

  it("the logout form POSTs to /api/logout with a real submit button", () => {
    const form = readFileSync(path.join(ROOT, "components/site/logout-form.tsx"), "utf8");
    expect(form).toMatch(/<form method="post" action="\/api\/logout"/);
    expect(form).toMatch(/<button type="submit"/);
    const users = sources(path.join(ROOT, "components"))
      .concat(sources(path.join(ROOT, "app")))
      .filter((f) => readFileSync(f, "utf8").includes("<LogoutForm"));
    expect(users.length).toBeGreaterThanOrEqual(4);
  });
});
