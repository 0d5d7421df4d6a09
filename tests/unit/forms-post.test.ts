// Issue #38 item 1 (ADR 055): no form in the app renders without a method and an action, so none can
// submit by GET what was typed into it. Every JSX <form> in app/ and components/ is read with the
// TypeScript parser: it spreads useActionForm's `formProps` (a server action: React renders it as a
// POST), or names both `method` and `action` itself; GET only for the list searches named below.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

interface FoundForm {
  file: string;
  line: number;
  method?: string;
  action?: string;
  spreads: string[];
}

/** Every JSX <form> (and every "<form" in a string of HTML) of a file. */
function formsOf(file: string): FoundForm[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: FoundForm[] = [];
  const visit = (node: ts.Node) => {
    const tag = (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText();
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && tag === "form") {
      const form: FoundForm = {
        file,
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        spreads: [],
      };
      for (const attribute of node.attributes.properties) {
        if (ts.isJsxSpreadAttribute(attribute)) form.spreads.push(attribute.expression.getText());
        else if (attribute.name.getText() === "method" || attribute.name.getText() === "action")
          form[attribute.name.getText() as "method" | "action"] = attribute.initializer?.getText() ?? "";
      }
      found.push(form);
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text.includes("<form")) {
      for (const tag of node.text.match(/<form\b[^>]*>/g) ?? [])
        found.push({
          file,
          line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
          method: /\bmethod="([^"]*)"/.exec(tag)?.[1],
          action: /\baction="([^"]*)"/.exec(tag)?.[1],
          spreads: [],
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The searches over a list: their query is the list's own address (no record's data). */
const SEARCHES = new Set(["components/portal/filter-form.tsx", "components/staff/queue-tab.tsx"]);

/** Forms whose `action` prop is useActionState's dispatch of a server action (React renders them as a POST). */
const SERVER_ACTION_SHELLS = new Set([
  "app/(auth)/signin/auth-form.tsx",
  // The wizard's 'View Quotes': the wizard's own react-hook-form, useActionState's dispatch as the action.
  "components/wizard/steps/contact-step.tsx",
  // The wizard without JavaScript: every question on one form, the same action.
  "components/wizard/wizard-no-script.tsx",
]);

const all = [...sources("app"), ...sources("components")].flatMap(formsOf);
const onPattern = (f: FoundForm) =>
  f.spreads.some((s) => /(^|\.)formProps$/.test(s)) ||
  (SERVER_ACTION_SHELLS.has(f.file) && /^\{(action|formAction)\}$/.test(f.action ?? ""));

describe("forms post (issue #38 item 1)", () => {
  it("finds the app's forms (the scan is not empty)", () => {
    expect(all.length).toBeGreaterThan(10);
  });

  it("every form has a method and an action: the one form pattern, or both written out", () => {
    const bare = all
      .filter((f) => !onPattern(f))
      .filter((f) => !f.method || !f.action || f.action === '""')
      .map((f) => `${f.file}:${f.line}`);
    expect(bare).toEqual([]);
  });

  it("no form submits by GET, except the list searches", () => {
    const gets = all
      .filter((f) => !onPattern(f) && /get/i.test(f.method ?? ""))
      .map((f) => f.file)
      .filter((file) => !SEARCHES.has(file));
    expect(gets).toEqual([]);
  });

  it("the public forms, the message composer and the converted portal forms are on the one form pattern", () => {
    const files = [
      "components/marketing/public-form.tsx",
      "components/marketing/assessment-form.tsx",
      "components/messages/message-composer.tsx",
      "components/staff/internal-notes.tsx",
      "components/documents/checklist-request-form.tsx",
      "components/broker/lead-form.tsx",
      "components/broker/convert-lead-form.tsx",
      "components/wizard/confirm-held-form.tsx",
      "components/documents/checklist-review-actions.tsx",
      "components/staff/status-targets-form.tsx",
      "components/admin/lender-forms.tsx",
      "components/admin/lender-driver.tsx",
      "components/admin/lender-commission-form.tsx",
      "components/staff/commission-form.tsx",
      "components/staff/submission-key-in.tsx",
      "components/staff/decision-dialog.tsx",
      "components/staff/submissions-board.tsx",
      "app/(auth)/signin/auth-form.tsx",
      "components/client/contract-signing.tsx",
      "components/staff/settlement-form.tsx",
      "components/staff/loan-outcome.tsx",
      "components/application-form/full-application-form.tsx",
      "components/wizard/steps/contact-step.tsx",
      "components/wizard/wizard-no-script.tsx",
    ];
    for (const file of files) {
      const forms = all.filter((f) => f.file === file);
      expect(forms.length, file).toBeGreaterThan(0);
      expect(
        forms.every((f) => onPattern(f) || f.action === "{action}"),
        file,
      ).toBe(true);
    }
  });

  it("no form posts to a page that only says JavaScript is needed (every form reaches its action)", () => {
    expect(all.filter((f) => /needs-javascript|NEEDS_JAVASCRIPT/.test(f.action ?? ""))).toEqual([]);
  });
});
