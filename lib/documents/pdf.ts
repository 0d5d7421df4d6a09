import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";

/**
 * The one PDF writer (statements, resource guides, the seed's sample documents): A4 text pages in
 * DejaVu Sans, embedded (subset) so every character a name can hold prints as itself — the old
 * hand-written writer used Helvetica's Latin-1-less encoding and turned 'Café' into 'Caf?'.
 */

/**
 * A paragraph, wrapped to the page width. `bold` (titles, headings) uses DejaVu Sans Bold; `bullet`
 * sets a bullet point with its wrapped lines hanging beside it.
 */
export type PdfTextLine = string | { text: string; bold?: boolean; bullet?: boolean };
/** A table row: each cell starts at `x` points from the left margin and is cut to `width` with an ellipsis. */
export interface PdfRow {
  cells: readonly { text: string; x: number; width: number; align?: "left" | "right"; bold?: boolean }[];
}
export type PdfLine = PdfTextLine | PdfRow;

export interface PdfOptions {
  title?: string;
}

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const SIZE = 10;
const LEADING = 14;
const BULLET_INDENT = 14;
export const PDF_TEXT_WIDTH = PAGE[0] - 2 * MARGIN;

/*
 * Read from node_modules at run time, not bundled: server code is bundled by Next, but `next start`,
 * the seed script and the tests all run from the project root, where the package is installed.
 */
const FONT_DIR = path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");
let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

function loadFonts() {
  fontBytes ??= Promise.all([
    readFile(path.join(FONT_DIR, "DejaVuSans.ttf")),
    readFile(path.join(FONT_DIR, "DejaVuSans-Bold.ttf")),
  ])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      fontBytes = undefined;
      throw new Error(`PDF font not found under ${FONT_DIR} (is dejavu-fonts-ttf installed?)`, { cause: error });
    });
  return fontBytes;
}

/** Control characters have no glyph; a tab or line break inside a value becomes a space. */
const printable = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ");

function wrapToWidth(text: string, font: PDFFont, width: number): string[] {
  const out: string[] = [];
  let line = "";
  const fits = (t: string) => font.widthOfTextAtSize(t, SIZE) <= width;
  for (const word of text.split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) out.push(line);
    // A word wider than the line is cut by characters.
    let rest = word;
    while (!fits(rest)) {
      let n = rest.length - 1;
      while (n > 1 && !fits(rest.slice(0, n))) n--;
      out.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    line = rest;
  }
  out.push(line);
  return out;
}

function fitCell(text: string, font: PDFFont, width: number): string {
  if (font.widthOfTextAtSize(text, SIZE) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, SIZE) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** A PDF of text lines and table rows, 10 pt, as many A4 pages as it needs. */
export async function textPdf(lines: readonly PdfLine[], options: PdfOptions = {}): Promise<Buffer> {
  const { regular, bold } = await loadFonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = {
    regular: await doc.embedFont(regular, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true }),
  };
  if (options.title) doc.setTitle(printable(options.title));
  doc.setProducer("BizFund Australia");
  doc.setCreator("BizFund Australia");

  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const nextLine = () => {
    if (y < MARGIN + LEADING) {
      page = doc.addPage(PAGE);
      y = PAGE[1] - MARGIN;
    }
    const at = y;
    y -= LEADING;
    return at;
  };

  for (const line of lines) {
    if (typeof line === "object" && "cells" in line) {
      const at = nextLine();
      for (const cell of line.cells) {
        const font = cell.bold ? fonts.bold : fonts.regular;
        const text = fitCell(printable(cell.text), font, cell.width);
        const x =
          cell.align === "right" ? MARGIN + cell.x + cell.width - font.widthOfTextAtSize(text, SIZE) : MARGIN + cell.x;
        if (text) page.drawText(text, { x, y: at, size: SIZE, font });
      }
      continue;
    }
    const { text, bold: isBold = false, bullet = false } = typeof line === "string" ? { text: line } : line;
    const font = isBold ? fonts.bold : fonts.regular;
    const indent = bullet ? BULLET_INDENT : 0;
    wrapToWidth(printable(text).trim(), font, PDF_TEXT_WIDTH - indent).forEach((part, i) => {
      const at = nextLine();
      if (bullet && i === 0) page.drawText("•", { x: MARGIN + 4, y: at, size: SIZE, font });
      if (part) page.drawText(part, { x: MARGIN + indent, y: at, size: SIZE, font });
    });
  }
  return Buffer.from(await doc.save());
}
