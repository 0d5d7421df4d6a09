import { describe, expect, it } from "vitest";
import { RESOURCE_PAGES } from "./content-company-resources";

describe("FAQ category cards", () => {
  it("each lead to their own section of questions on the page", () => {
    const faq = RESOURCE_PAGES.find((p) => p.path === "/faq")!;
    const categories = faq.blocks.find((b) => b.kind === "cards" && b.id === "categories");
    if (categories?.kind !== "cards") throw new Error("no category cards");
    const sections = new Map(faq.blocks.filter((b) => b.kind === "faq").map((b) => [`#${b.id}`, b.heading]));
    for (const card of categories.items) expect(sections.get(card.link?.href ?? "")).toBe(card.title);
  });
});
