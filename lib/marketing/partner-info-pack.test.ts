import { describe, expect, it } from "vitest";
import { pdfText, readPdf } from "@/tests/support/pdf-text";
import { pageFor } from "./content";
import { renderDownload } from "./resource-files";
import { DOWNLOADS, PARTNER_DISCLOSURE, PARTNER_INFO_PACK, downloadHref, findDownload } from "./resources";

describe("the mortgage broker page's Download Info Pack", () => {
  it("links a real PDF from the hero, served by the resources route and kept off the Resources page", async () => {
    const page = pageFor("/mortgage-broker-partners")!;
    expect(page.hero?.tertiary).toEqual({
      href: "/api/resources/bizfund-partner-info-pack.pdf",
      label: "Download Info Pack",
      download: true,
    });
    expect(findDownload("bizfund-partner-info-pack.pdf")).toBe(PARTNER_INFO_PACK);
    expect(DOWNLOADS).not.toContain(PARTNER_INFO_PACK);
    expect(downloadHref(PARTNER_INFO_PACK)).toBe(page.hero?.tertiary?.href);

    const { body, contentType } = await renderDownload(PARTNER_INFO_PACK);
    expect(contentType).toBe("application/pdf");
    expect((body as Buffer).subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(await readPdf(body as Buffer)).replace(/\s+/g, " ");
    expect(text).toContain("a 50-50 split of our commission");
    expect(text).toContain("Director guarantee usually required.");
    expect(text).toContain(PARTNER_DISCLOSURE);
  }, 60_000);

  it("has the spec's header: menus and Access Broker Portal, with the scroll-animated background", () => {
    const page = pageFor("/mortgage-broker-partners")!;
    expect(page.headerCta).toEqual({ href: "/broker-portal", label: "Access Broker Portal" });
    expect(page.scrollHeader).toBe(true);
  });
});

describe("issue 18 item 11 disclosures and content", () => {
  const texts = (path: string) => JSON.stringify(pageFor(path)!.blocks);

  it("lists the excluded industries and the director guarantee where businesses check eligibility", () => {
    for (const path of ["/working-capital", "/industries"]) {
      expect(texts(path)).toContain(
        "Excluded industries: adult entertainment, gambling, illegal activities, cryptocurrency",
      );
      expect(texts(path)).toContain("Director guarantee usually required");
    }
  });

  it("discloses what the partner programme's figures are on both partner pages", () => {
    for (const path of ["/partner-program", "/mortgage-broker-partners"])
      expect(texts(path)).toContain(PARTNER_DISCLOSURE);
  });

  it("gives each industry its own success story", () => {
    const block = pageFor("/industries")!.blocks.find((b) => b.kind === "cards" && b.id === "industries");
    const stories = block?.kind === "cards" ? block.items.map((i) => i.text.split("Success story: ")[1]) : [];
    expect(stories).toHaveLength(8);
    expect(stories.every(Boolean)).toBe(true);
    expect(new Set(stories).size).toBe(8);
  });

  it("puts an Apply button carrying an amount on each working-capital product card", () => {
    const block = pageFor("/working-capital")!.blocks.find((b) => b.kind === "cards" && b.heading === "Products");
    const applies = block?.kind === "cards" ? block.items.map((i) => i.apply?.href) : [];
    expect(applies).toHaveLength(6);
    for (const href of applies) expect(href).toMatch(/^\/application\?amount=\d+$/);
  });

  it("gives the FAQ page contact cards", () => {
    const block = pageFor("/faq")!.blocks.find((b) => b.kind === "cards" && b.id === "contact");
    expect(block?.kind === "cards" ? block.items.map((i) => i.title) : []).toEqual([
      "Call us",
      "E-mail us",
      "Portal messages",
      "Send a message",
    ]);
  });
});
