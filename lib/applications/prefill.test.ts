import { describe, expect, it } from "vitest";
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
