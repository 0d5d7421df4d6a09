import { describe, expect, it } from "vitest";
import { DRAFT_COOKIE } from "./draft-token";
import { WIZARD_PATH, WIZARD_RESTORE_PATH, wizardPagePath } from "./wizard-route";

describe("wizardPagePath", () => {
  it("serves the prerendered wizard to a browser with nothing to restore", () => {
    expect(wizardPagePath(WIZARD_PATH, [])).toBe(WIZARD_PATH);
    expect(wizardPagePath(WIZARD_PATH, ["bf_signed_in", "theme"])).toBe(WIZARD_PATH);
  });

  it("serves the restoring wizard to a browser with a draft cookie or a session", () => {
    expect(wizardPagePath(WIZARD_PATH, [DRAFT_COOKIE])).toBe(WIZARD_RESTORE_PATH);
    expect(wizardPagePath(WIZARD_PATH, ["authjs.session-token"])).toBe(WIZARD_RESTORE_PATH);
    expect(wizardPagePath(WIZARD_PATH, ["__Secure-authjs.session-token.0"])).toBe(WIZARD_RESTORE_PATH);
  });

  it("leaves every other path as it is", () => {
    for (const path of ["/", "/application/confirm", "/applications", WIZARD_RESTORE_PATH])
      expect(wizardPagePath(path, [DRAFT_COOKIE])).toBe(path);
  });
});
