import { describe, expect, it } from "vitest";
import { LENDER_PANEL } from "./panel-data";
import { MONOGRAM_COLOURS, monogram, monogramInitials } from "./monogram";

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe("lender monograms", () => {
  it("takes the first letters of the first two significant words", () => {
    expect(monogramInitials("Harbour Bridge Capital")).toBe("HB");
    expect(monogramInitials("The Lending Co")).toBe("TL");
    expect(monogramInitials("Prospect Finance")).toBe("PR");
  });

  it("gives the same lender the same monogram every time", () => {
    for (const l of LENDER_PANEL) expect(monogram(l.name)).toEqual(monogram(` ${l.name} `.trim()));
  });

  it("spreads the panel over several colours", () => {
    const used = new Set(LENDER_PANEL.map((l) => monogram(l.name).colour));
    expect(used.size).toBeGreaterThanOrEqual(5);
  });

  it("only uses backgrounds on which white initials pass WCAG AA", () => {
    for (const c of MONOGRAM_COLOURS) expect(1.05 / (luminance(c) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
