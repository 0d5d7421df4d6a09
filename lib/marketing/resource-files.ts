import "server-only";
import { csvFile } from "@/lib/documents/client";
import { textPdf, type PdfLine } from "@/lib/documents";
import { SITE } from "@/lib/site";
import { NOTE, type Download } from "./resources";

/** Guides are fixed content: each PDF is built once per process (a public route should not cost a font embed per hit). */
const built = new Map<string, Promise<Buffer>>();

/** A download's bytes and media type: guides through the shared PDF writer, templates as CSV. */
export async function renderDownload(d: Download): Promise<{ body: Buffer | string; contentType: string }> {
  if (d.format === "csv") return { body: csvFile(d.body as string[][]), contentType: "text/csv; charset=utf-8" };
  let pdf = built.get(d.slug);
  if (!pdf) {
    pdf = guidePdf(d);
    built.set(d.slug, pdf);
    pdf.catch(() => built.delete(d.slug));
  }
  return { body: await pdf, contentType: "application/pdf" };
}

function guidePdf(d: Download): Promise<Buffer> {
  const lines: PdfLine[] = [{ text: `${SITE.name} - ${d.title}`, bold: true }, ""];
  for (const p of d.body as string[]) {
    if (p.startsWith("# ")) lines.push("", { text: p.slice(2), bold: true });
    else if (p.startsWith("- ")) lines.push({ text: p.slice(2), bullet: true });
    else lines.push(p);
  }
  lines.push("", NOTE, SITE.url);
  return textPdf(lines, { title: d.title });
}
