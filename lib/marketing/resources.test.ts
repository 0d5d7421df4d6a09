import { describe, expect, it } from "vitest";
import { pdfText, readPdf } from "@/tests/support/pdf-text";
import { pageFor } from "./content";
import { renderDownload } from "./resource-files";
import { DOWNLOADS, WEBINARS, downloadHref, findDownload, webinarPath } from "./resources";

describe("resources downloads", () => {
  it("renders every guide as a PDF (the shared writer, embedded DejaVu) with its title, every paragraph and the general-information note", async () => {
    for (const d of DOWNLOADS.filter((x) => x.format === "pdf")) {
      const { body, contentType } = await renderDownload(d);
      expect(contentType).toBe("application/pdf");
      const facts = await readPdf(body as Buffer);
      expect(facts.fonts.every((f) => f.embedded && f.baseFont.includes("DejaVuSans"))).toBe(true);
      const shown = pdfText(facts);
      expect(facts.lines[0]![0]).toBe(`BizFund Australia - ${d.title}`);
      // Wrapped lines rejoin to the original paragraphs: nothing dropped or altered.
      const flat = shown.replace(/\s+/g, " ");
      for (const p of d.body as string[]) expect(flat).toContain(p.replace(/^(# |- )/, ""));
      expect(flat).toContain("is not an offer of credit");
    }
    // Embedding and subsetting the font for every guide is CPU work: allow for a busy 2-core runner.
  }, 60_000);

  it("renders the cash flow template as a 13-week CSV", async () => {
    const d = findDownload("13-week-cash-flow-forecast.csv")!;
    const csv = (await renderDownload(d)).body as string;
    const rows = csv.trimEnd().split("\r\n");
    expect(rows[0]).toBe(
      ["Item", ...Array.from({ length: 13 }, (_, i) => `Week ${i + 1}`)].map((c) => `"${c}"`).join(","),
    );
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
    const links = page.blocks.flatMap((b) =>
      b.kind === "cards" ? b.items.flatMap((i) => (i.link ? [i.link] : [])) : [],
    );
    for (const d of DOWNLOADS)
      expect(links).toContainEqual({ href: downloadHref(d), label: "Download", download: true });
    for (const w of WEBINARS) {
      expect(links).toContainEqual({ href: webinarPath(w), label: "Watch Recording" });
      expect(pageFor(webinarPath(w))?.h1).toBe(w.title);
    }
    expect(page.blocks.some((b) => b.id === "tips")).toBe(true);
  });
});
