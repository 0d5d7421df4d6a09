import { createHash } from "node:crypto";
import { parseCsvStatement } from "./csv";
import { parseOfxStatement } from "./ofx";
import { parsePdfStatement } from "./pdf";
import { fail, MAX_STATEMENT_BYTES, type BigFourBank, type StatementParse } from "./types";

export { checkAgainstEarlier, type EarlierStatement } from "./checks";
export * from "./types";
export { parseAmountCents, parseStatementDate } from "./values";

export interface StatementFile {
  fileName: string;
  bytes: Uint8Array;
}

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * Reads an uploaded statement: PDF by its signature, OFX by its <OFX> section, CSV by name or as
 * plain text. Whatever cannot be read comes back as a failure with the reason to show; the caller
 * keeps the file as an ordinary document then. Transaction ids start with the file's hash, so the
 * same file always gives the same ids.
 */
export async function parseStatement(
  file: StatementFile,
  opts: { expectedBank?: BigFourBank | null } = {},
): Promise<StatementParse & { sha256: string }> {
  const hash = sha256(file.bytes);
  const done = (r: StatementParse) => ({ ...r, sha256: hash });
  if (file.bytes.length === 0) return done(fail("empty", "This file is empty."));
  if (file.bytes.length > MAX_STATEMENT_BYTES)
    return done(
      fail(
        "too_large",
        `This file is larger than ${MAX_STATEMENT_BYTES / 1024 / 1024} MB. Upload at most 12 months of one account.`,
      ),
    );
  const parseOpts = { idPrefix: `st${hash.slice(0, 10)}`, expectedBank: opts.expectedBank ?? null };
  const head = Buffer.from(file.bytes.subarray(0, 1024)).toString("latin1");
  if (head.startsWith("%PDF-")) return done(await parsePdfStatement(new Uint8Array(file.bytes), parseOpts));
  const name = file.fileName.toLowerCase();
  const looksBinary = file.bytes.subarray(0, 4096).includes(0);
  if (looksBinary)
    return done(
      fail("unsupported_type", "We read bank statements as PDF, CSV or OFX files. This file is kept as a document."),
    );
  const text = new TextDecoder("utf-8").decode(file.bytes);
  if (/OFXHEADER|<OFX>/i.test(text.slice(0, 4096)) || name.endsWith(".ofx") || name.endsWith(".qfx"))
    return done(parseOfxStatement(text, parseOpts));
  if (name.endsWith(".csv") || name.endsWith(".txt") || !name.includes("."))
    return done(parseCsvStatement(text, parseOpts));
  return done(
    fail("unsupported_type", "We read bank statements as PDF, CSV or OFX files. This file is kept as a document."),
  );
}
