import { describe, expect, it } from "vitest";
import { amountFromSearch, applyHref } from "./apply-href";
import { WIZARD_PREFILL_KEY, takeWizardPrefill, writeWizardPrefill } from "./prefill";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

describe("wizard prefill", () => {
  it("hands the answers over once, leaving out blanks and keeping the lead apart", () => {
    const storage = memoryStorage();
    writeWizardPrefill(storage, { companyName: "Lee Bakery", abnNumber: "", monthlyTurnover: 40000, leadId: "lead1" });
    expect(takeWizardPrefill(storage)).toEqual({
      answers: { companyName: "Lee Bakery", monthlyTurnover: 40000 },
      leadId: "lead1",
    });
    expect(storage.getItem(WIZARD_PREFILL_KEY)).toBeNull();
    expect(takeWizardPrefill(storage)).toBeNull();
  });

  it("drops a value that breaks its rule, not the whole prefill, and ignores unreadable JSON", () => {
    const storage = memoryStorage();
    storage.setItem(
      WIZARD_PREFILL_KEY,
      JSON.stringify({ companyName: "Lee\nBakery", amount: -5, email: "ada@example.com", role: "admin" }),
    );
    expect(takeWizardPrefill(storage)).toEqual({ answers: { email: "ada@example.com" }, leadId: undefined });
    storage.setItem(WIZARD_PREFILL_KEY, "{not json");
    expect(takeWizardPrefill(storage)).toBeNull();
    expect(storage.getItem(WIZARD_PREFILL_KEY)).toBeNull();
  });
});

describe("apply links carry the calculator's amount", () => {
  it("points every call to apply at the wizard, with the amount when there is one", () => {
    expect(applyHref()).toBe("/application");
    expect(applyHref(150_000)).toBe("/application?amount=150000");
    expect(applyHref(Number.NaN)).toBe("/application");
    expect(applyHref(0)).toBe("/application");
  });

  it("reads the amount back onto the wizard's slider and ignores what is not a number", () => {
    expect(amountFromSearch(new URLSearchParams("amount=150000"))).toBe(150_000);
    expect(amountFromSearch(new URLSearchParams("amount=152400"))).toBe(150_000);
    expect(amountFromSearch(new URLSearchParams("amount=1500000"))).toBe(1_000_000);
    expect(amountFromSearch(new URLSearchParams("amount=abc"))).toBeUndefined();
    expect(amountFromSearch(new URLSearchParams("amount=-5"))).toBeUndefined();
    expect(amountFromSearch(new URLSearchParams("ref=ABC"))).toBeUndefined();
  });
});
