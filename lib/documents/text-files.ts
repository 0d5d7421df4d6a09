/** Plain-text PDF and CSV writers (no dependencies, pure): statements, guides and templates. */

/** Quote every CSV cell and neutralise spreadsheet formulas. */
export function csvCell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvFile(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

const pdfText = (t: string) => t.replace(/[^\x20-\x7e]/g, "?").replace(/([\\()])/g, "\\$1");

/** Wraps a paragraph at `width` characters on word boundaries (long words are cut). */
export function wrapText(text: string, width = 90): string[] {
  if (text === "") return [""];
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    for (let w = word; w.length > 0; ) {
      const piece = w.slice(0, width);
      w = w.slice(width);
      if (!line) line = piece;
      else if (line.length + 1 + piece.length <= width) line += ` ${piece}`;
      else {
        out.push(line);
        line = piece;
      }
    }
  }
  out.push(line);
  return out;
}

/** A one-or-more page A4 PDF of text lines in Helvetica 10 pt, 48 lines a page. */
export function textPdf(lines: readonly string[]): Buffer {
  const perPage = 48;
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += perPage) pages.push(lines.slice(i, i + perPage));
  const objects: string[] = [];
  const fontId = 3;
  const pageIds: number[] = [];
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[fontId] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";
  let next = 4;
  for (const page of pages) {
    const content = ["BT", "/F1 10 Tf", "14 TL", "50 800 Td", ...page.map((l) => `(${pdfText(l)}) '`), "ET"].join("\n");
    const contentId = next++;
    const pageId = next++;
    objects[contentId] = `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`;
    objects[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${contentId} 0 R >>`;
    pageIds.push(pageId);
  }
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out);
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
