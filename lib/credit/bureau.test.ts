import { describe, expect, it } from "vitest";
import { bandForScore, fakeBureau } from "./bureau";

const subject = { businessName: "Harbour View Bakery", abn: "51824753556", firstName: "Ada", lastName: "Nguyen" };

describe("fake credit bureau", () => {
  it("is deterministic per subject, ignoring case and spacing", async () => {
    const a = await fakeBureau.softCheck(subject);
    const b = await fakeBureau.softCheck({ ...subject, businessName: "  harbour  view BAKERY " });
    expect(b).toEqual(a);
    expect(a.score).toBeGreaterThanOrEqual(300);
    expect(a.score).toBeLessThanOrEqual(900);
    expect(a.band).toBe(bandForScore(a.score));
    expect(a.reference).toMatch(/^FAKE-[0-9A-F]{12}$/);
  });

  it("gives different subjects different enquiries", async () => {
    const a = await fakeBureau.softCheck(subject);
    const b = await fakeBureau.softCheck({ ...subject, lastName: "Tran" });
    expect(b.reference).not.toBe(a.reference);
  });

  it("bands scores like the wizard's credit profiles", () => {
    expect([900, 750, 749, 650, 649, 550, 549, 300].map(bandForScore)).toEqual([
      "excellent",
      "excellent",
      "good",
      "good",
      "fair",
      "fair",
      "poor",
      "poor",
    ]);
  });
});
