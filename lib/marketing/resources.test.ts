import { describe, expect, it } from "vitest";
import { wrapText } from "@/lib/documents/text-files";
import { pageFor } from "./content";
import { DOWNLOADS, WEBINARS, downloadHref, findDownload, renderDownload, webinarPath } from "./resources";

/** Every object offset in the xref table points at "N 0 obj" (a PDF reader's first check). */
function xrefOffsetsValid(pdf: Buffer): boolean {
  const text = pdf.toString("latin1");
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const table = text.slice(start).split("\n");
  const count = Number(table[1]?.split(" ")[1]);
  for (let id = 1; id < count; id++) {
    const offset = Number(table[2 + id]?.slice(0, 10));
    if (!text.startsWith(`${id} 0 obj`, offset)) return false;
  }
  return count > 1;
}

describe("resources downloads", () => {
  it("renders every guide as a well-formed PDF with its title and the general-information note", () => {
    for (const d of DOWNLOADS.filter((x) => x.format === "pdf")) {
      const { body, contentType } = renderDownload(d);
      expect(contentType).toBe("application/pdf");
      const pdf = body as Buffer;
      expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
      expect(xrefOffsetsValid(pdf)).toBe(true);
      const shown = [...pdf.toString("latin1").matchAll(/^\((.*)\) '$/gm)].map((m) => m[1]).join(" ");
      expect(shown.startsWith(`BizFund Australia - ${d.title}`)).toBe(true);
      expect(shown).toContain("is not an offer of credit");
    }
  });

  it("renders the cash flow template as a 13-week CSV", () => {
    const d = findDownload("13-week-cash-flow-forecast.csv")!;
    const csv = renderDownload(d).body as string;
    const rows = csv.trimEnd().split("\r\n");
    expect(rows[0]).toBe(["Item", ...Array.from({ length: 13 }, (_, i) => `Week ${i + 1}`)].map((c) => `"${c}"`).join(","));
    expect(rows).toHaveLength(11);
    expect(rows.every((r) => r.match(/"(?:[^"]|"")*"/g)?.length === 14)).toBe(true);
  });

  it("finds downloads only by their exact file name", () => {
    expect(findDownload("cash-flow-planning.pdf")?.slug).toBe("cash-flow-planning");
    expect(findDownload("cash-flow-planning.csv")).toBeUndefined();
    expect(findDownload("../cash-flow-planning.pdf")).toBeUndefined();
    expect(findDownload("")).toBeUndefined();
  });

  it("links every download and every webinar recording from /resources, and each recording has its page", () => {
    const page = pageFor("/resources")!;
    const links = page.blocks.flatMap((b) => (b.kind === "cards" ? b.items.flatMap((i) => (i.link ? [i.link] : [])) : []));
    for (const d of DOWNLOADS) expect(links).toContainEqual({ href: downloadHref(d), label: "Download", download: true });
    for (const w of WEBINARS) {
      expect(links).toContainEqual({ href: webinarPath(w), label: "Watch Recording" });
      expect(pageFor(webinarPath(w))?.h1).toBe(w.title);
    }
    expect(page.blocks.some((b) => b.id === "tips")).toBe(true);
  });
});

describe("wrapText", () => {
  it("wraps on word boundaries within the width and cuts only words longer than it", () => {
    expect(wrapText("aa bb cc", 5)).toEqual(["aa bb", "cc"]);
    expect(wrapText("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"]);
    expect(wrapText("", 10)).toEqual([""]);
    const lines = wrapText("The quick brown fox jumps over the lazy dog ".repeat(10), 30);
    expect(lines.every((l) => l.length <= 30)).toBe(true);
    expect(lines.join(" ").replace(/\s+/g, " ").trim()).toBe("The quick brown fox jumps over the lazy dog ".repeat(10).trim());
  });
});
