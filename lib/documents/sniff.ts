import { fileTypeFromBuffer } from "file-type/core";

/**
 * What an accepted upload's bytes must be, by extension, as `file-type` names them, and the content
 * type stored for it. `file-type` reads past the magic bytes where a format needs it: an Office Open
 * XML file is a ZIP, so it reads the archive's [Content_Types].xml and entries, and a plain ZIP, a
 * .docm with macros or a workbook renamed .docx is refused; a Word 97 document is an OLE compound
 * file ("cfb").
 */
const BINARY: Record<string, { ext: string; type: string }> = {
  ".pdf": { ext: "pdf", type: "application/pdf" },
  ".png": { ext: "png", type: "image/png" },
  ".jpg": { ext: "jpg", type: "image/jpeg" },
  ".doc": { ext: "cfb", type: "application/msword" },
  ".docx": { ext: "docx", type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  ".xlsx": { ext: "xlsx", type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
};

/** CSV has no magic bytes: text only, no NUL bytes, and nothing that looks like markup or a script. */
function isPlainCsv(head: Uint8Array): boolean {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(head);
  return !head.includes(0) && !/<\s*(script|html|svg|!doctype|iframe)/i.test(text);
}

/** The content type to store for an accepted upload, or null when the bytes do not match the extension. */
export async function detectContentType(ext: string, bytes: Uint8Array): Promise<string | null> {
  if (ext === ".csv") return isPlainCsv(bytes.subarray(0, 512)) ? "text/csv" : null;
  const expected = BINARY[ext];
  if (!expected) return null;
  // A corrupt file makes the sniffer throw: that is a mismatch, not a server error.
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  return detected?.ext === expected.ext ? expected.type : null;
}
