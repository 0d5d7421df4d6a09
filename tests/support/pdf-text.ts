import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFObject,
} from "pdf-lib";

/**
 * What a PDF reader shows: the text of every page, recovered the way a reader does it for copy and
 * search — each font's glyph codes in the page's content stream mapped through that font's
 * ToUnicode table. A writer that swapped a character for '?' (or drew a glyph the font does not
 * map back to the character) fails this, whatever the bytes of the file look like.
 */
export interface PdfFacts {
  pageCount: number;
  /** One entry per text-showing operator, page by page. */
  lines: string[][];
  /** Fonts used by the pages: base name and whether the font program is embedded in the file. */
  fonts: { baseFont: string; subtype: string; embedded: boolean }[];
}

const streamText = (doc: PDFDocument, obj: PDFObject | undefined): string => {
  const resolved = obj instanceof PDFRef ? doc.context.lookup(obj) : obj;
  if (resolved instanceof PDFArray)
    return resolved
      .asArray()
      .map((o) => streamText(doc, o))
      .join("\n");
  if (resolved instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(resolved).decode()).toString("latin1");
  return "";
};

function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, uni] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const units = uni!.match(/.{4}/g)!.map((h) => parseInt(h, 16));
      map.set(code!.toLowerCase(), String.fromCharCode(...units));
    }
  }
  return map;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfFacts> {
  const doc = await PDFDocument.load(bytes);
  const fonts = new Map<string, PdfFacts["fonts"][number] & { toUnicode: Map<string, string> }>();
  const lines = doc.getPages().map((page) => {
    const fontDict = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    const pageFonts = new Map<string, Map<string, string>>();
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const baseFont = font.get(PDFName.of("BaseFont"))?.toString().slice(1) ?? "";
      const subtype = font.get(PDFName.of("Subtype"))?.toString().slice(1) ?? "";
      const descendant = font.lookupMaybe(PDFName.of("DescendantFonts"), PDFArray)?.lookup(0, PDFDict);
      const descriptor = (descendant ?? font).lookupMaybe(PDFName.of("FontDescriptor"), PDFDict);
      const embedded = ["FontFile", "FontFile2", "FontFile3"].some((k) => descriptor?.has(PDFName.of(k)));
      const toUnicode = parseToUnicode(streamText(doc, font.get(PDFName.of("ToUnicode"))));
      fonts.set(baseFont, { baseFont, subtype, embedded, toUnicode });
      pageFonts.set(name.toString(), toUnicode);
    }
    const content = streamText(doc, page.node.Contents());
    const shown: string[] = [];
    let current: Map<string, string> | undefined;
    for (const op of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (op[1]) current = pageFonts.get(op[1]);
      else if (op[2] !== undefined)
        shown.push((op[2].match(/.{4}/g) ?? []).map((code) => current?.get(code.toLowerCase()) ?? "\uFFFD").join(""));
      else if (op[3] !== undefined) shown.push(op[3].replace(/\\(.)/g, "$1"));
    }
    return shown;
  });
  return {
    pageCount: doc.getPageCount(),
    lines,
    fonts: [...fonts.values()].map(({ baseFont, subtype, embedded }) => ({ baseFont, subtype, embedded })),
  };
}

/** All text of the document, one shown string per line. */
export const pdfText = (facts: PdfFacts) => facts.lines.flat().join("\n");
