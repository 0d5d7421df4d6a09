import { describe, expect, it } from "vitest";
import { pdfText, readPdf } from "@/tests/support/pdf-text";
import { textPdf } from "./pdf";

describe("the PDF writer", () => {
  it("embeds DejaVu Sans and keeps every character: accents, Greek, Cyrillic, symbols", async () => {
    const names = ["Café Zoë Pty Ltd", "Ångström & Søn", "Ψ Ω Ж €100 – “quoted”", "Ōtautahi Māori Bakery"];
    const facts = await readPdf(await textPdf(names, { title: "Café" }));
    expect(facts.pageCount).toBe(1);
    expect(facts.fonts).toEqual([
      { baseFont: expect.stringMatching(/^DejaVuSans-\d+$/), subtype: "Type0", embedded: true },
    ]);
    expect(facts.lines[0]).toEqual(names);
    expect(pdfText(facts)).not.toContain("?");
  });

  it("wraps long paragraphs inside the page, never losing a word, and adds pages as needed", async () => {
    const paragraph = "The quick brown fox jumps over the lazy dog. ".repeat(40).trim();
    const lines = [paragraph, ...Array.from({ length: 120 }, (_, i) => `Line ${i + 1}`)];
    const facts = await readPdf(await textPdf(lines));
    expect(facts.pageCount).toBe(3);
    const shown = facts.lines.flat();
    expect(shown.length).toBeGreaterThan(121);
    expect(shown.slice(0, shown.indexOf("Line 1")).join(" ")).toBe(paragraph);
    expect(shown.at(-1)).toBe("Line 120");
  });

  it("cuts a table cell to its column with an ellipsis and turns control characters into spaces", async () => {
    const facts = await readPdf(
      await textPdf([
        {
          cells: [
            { text: "A very long business name that cannot fit", x: 0, width: 60 },
            { text: "$1.00", x: 100, width: 50, align: "right" },
          ],
        },
        "Tab\there",
      ]),
    );
    const [cell, amount, text] = facts.lines[0]!;
    expect(cell).toMatch(/^A very.*…$/);
    expect(cell!.length).toBeLessThan(20);
    expect(amount).toBe("$1.00");
    expect(text).toBe("Tab here");
  });
});
