import { fileTypeFromBuffer } from "file-type/core";
import { sniffContentType } from "./rules";

/**
 * Office Open XML files are ZIP archives, so their magic bytes alone let any ZIP through. For these
 * the sniffer (file-type) reads the archive's [Content_Types].xml and entries to name the real
 * format; a plain ZIP, a .docm with macros or a workbook renamed .docx is refused.
 */
const OPEN_XML: Record<string, string> = { ".docx": "docx", ".xlsx": "xlsx" };

/** The content type to store for an accepted upload, or null when the bytes do not match the extension. */
export async function detectContentType(ext: string, bytes: Uint8Array): Promise<string | null> {
  const byMagic = sniffContentType(ext, bytes.subarray(0, 512));
  if (!byMagic) return null;
  const expected = OPEN_XML[ext];
  if (!expected) return byMagic;
  // A corrupt archive makes the sniffer throw: that is a mismatch, not a server error.
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  return detected?.ext === expected ? byMagic : null;
}
