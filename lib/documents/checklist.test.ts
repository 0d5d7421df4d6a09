import { describe, expect, it } from "vitest";
import { PURPOSES } from "@/lib/applications/vocab";
import { checklistFor, missingRequired, outstandingCount, type ChecklistFacts } from "./checklist";

const base: ChecklistFacts = { purpose: "cashflow", loanAmount: 50_000, directors: [{ name: "Sarah Mitchell" }] };
const required = (f: ChecklistFacts) =>
  checklistFor(f)
    .filter((i) => i.required)
    .map((i) => i.key);

describe("checklistFor", () => {
  it("asks every product for six months of bank statements and photo ID", () => {
    for (const purpose of PURPOSES) {
      const keys = required({ ...base, purpose });
      expect(keys).toContain("bank-statements-6m");
      expect(keys).toContain("photo-id:sarah-mitchell");
    }
  });

  it("asks for an equipment invoice or quote only for equipment finance", () => {
    for (const purpose of PURPOSES) {
      const item = checklistFor({ ...base, purpose }).find((i) => i.key === "equipment-invoice");
      if (purpose === "equipment")
        expect(item).toEqual({ key: "equipment-invoice", label: "Equipment invoice or quote", required: true });
      else expect(item).toBeUndefined();
    }
  });

  it("requires BAS and financial statements above $150,000 and only suggests BAS at or below it", () => {
    expect(required({ ...base, loanAmount: 150_001 })).toEqual(
      expect.arrayContaining(["bas-2q", "financial-statements"]),
    );
    const atBand = checklistFor({ ...base, loanAmount: 150_000 });
    expect(atBand.find((i) => i.key === "financial-statements")).toBeUndefined();
    expect(atBand.find((i) => i.key === "bas-2q")).toMatchObject({ required: false });
    expect(new Set(checklistFor({ ...base, loanAmount: 500_000 }).map((i) => i.key)).size).toBe(
      checklistFor({ ...base, loanAmount: 500_000 }).length,
    );
  });

  it("adds a trust deed for a trust and nothing entity-specific when the entity is unknown or a company", () => {
    expect(required({ ...base, entityType: "trust" })).toContain("trust-deed");
    expect(required({ ...base, entityType: "Family Trust" })).toContain("trust-deed");
    expect(required({ ...base, entityType: "company" })).not.toContain("trust-deed");
    expect(required({ ...base, entityType: null })).not.toContain("trust-deed");
    expect(required(base)).not.toContain("trust-deed");
  });

  it("asks for photo ID from every director, keyed by id when known, with distinct keys for equal names", () => {
    const items = checklistFor({
      ...base,
      directors: [{ id: "d1", name: "Ann Lee" }, { name: "Bob Stone" }, { name: "Bob Stone" }],
    }).filter((i) => i.key.startsWith("photo-id:"));
    expect(items.map((i) => i.label)).toEqual([
      "Photo ID for Ann Lee",
      "Photo ID for Bob Stone",
      "Photo ID for Bob Stone",
    ]);
    expect(items.map((i) => i.key)).toEqual(["photo-id:d1", "photo-id:bob-stone", "photo-id:bob-stone-3"]);
  });

  it("puts it all together for an equipment loan of $400,000 to a trust with two directors", () => {
    const items = checklistFor({
      purpose: "equipment",
      loanAmount: 400_000,
      entityType: "trust",
      directors: [{ name: "Ann Lee" }, { name: "Bob Stone" }],
    });
    expect(items.map((i) => [i.key, i.required])).toEqual([
      ["bank-statements-6m", true],
      ["bas-2q", true],
      ["financial-statements", true],
      ["equipment-invoice", true],
      ["photo-id:ann-lee", true],
      ["photo-id:bob-stone", true],
      ["trust-deed", true],
    ]);
  });
});

describe("what is missing and outstanding", () => {
  const items = [
    { label: "A", required: true, status: "approved" },
    { label: "B", required: true, status: "received" },
    { label: "C", required: true, status: "rejected" },
    { label: "D", required: false, status: "requested" },
  ];
  it("lists required items not approved, and counts what the client still has to send", () => {
    expect(missingRequired(items)).toEqual(["B", "C"]);
    expect(outstandingCount(items)).toBe(2);
  });
});
