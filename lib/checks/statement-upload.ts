import "server-only";
import { createHash } from "node:crypto";
import { recordUploadedStatement } from "@/lib/assessment";
import { BANK_NAMES, type BigFourBank } from "@/lib/assessment/client";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { readCapped } from "@/lib/documents";
import { limitUploadRate } from "@/lib/documents/quota";
import { MAX_UPLOAD_REQUEST_BYTES, sanitiseFileName } from "@/lib/documents/client";
import { detectContentType } from "@/lib/documents/sniff";
import { authorizeUpload, CONTENT_MISMATCH_MESSAGE, newStorageKey, recordDocument } from "@/lib/documents/upload";
import { AppError } from "@/lib/http/client";
import { storage } from "@/lib/storage";
import { assertOwner } from "./view";

/**
 * The owner uploads a bank statement (issue 33 item 5): CSV, OFX or a text PDF. A server action
 * cannot carry it (actions are capped at 64 kB, issue #39), so it is a multipart POST like every
 * upload, which works without JavaScript too (the route answers a form post with a redirect).
 * - Refused before anything is stored: another type, an empty file, the same file again.
 * - Otherwise the file is kept as a document (documentType bank_statement) and read; a statement
 *   that cannot be used (unreadable, scanned, wrong bank, too many rows, mixed currencies, an
 *   overlapping period …) says why and stays only a document. The statement and its transactions are
 *   recorded whole or not at all (lib/assessment/store.ts).
 */
export const STATEMENT_EXTENSIONS = [".csv", ".ofx", ".pdf"] as const;

export type StatementUploadResult =
  | { ok: true; statementId: string; documentId: string; message: string; warnings: string[] }
  | { ok: false; problem: string; message: string; documentId: string | null };

const extensionOf = (name: string) => {
  const i = name.lastIndexOf(".");
  return i >= 0 ? name.slice(i).toLowerCase() : "";
};

/** OFX, like CSV, has no magic bytes: text without NUL bytes or markup that could run. */
const isPlainText = (bytes: Uint8Array) =>
  !bytes.subarray(0, 512).includes(0) &&
  !/<\s*(script|html|svg|!doctype|iframe)/i.test(new TextDecoder().decode(bytes.subarray(0, 512)));

export async function uploadStatement(
  user: SessionUser,
  applicationId: string,
  request: Request,
  ip?: string,
): Promise<StatementUploadResult> {
  await assertOwner(user, applicationId);
  await limitUploadRate(user.id);
  const raw = await readCapped(request, MAX_UPLOAD_REQUEST_BYTES);
  let file: FormDataEntryValue | null;
  let bank: BigFourBank | null = null;
  try {
    const form = await new Response(raw, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
    file = form.get("file");
    const named = String(form.get("bank") ?? "");
    bank = named in BANK_NAMES ? (named as BigFourBank) : null;
  } catch {
    throw new AppError("bad_request", "Send the statement as multipart/form-data.");
  }
  if (!(file instanceof File) || !file.name)
    throw new AppError("bad_request", "Choose a statement file to upload.", { fields: { file: ["Choose a file."] } });
  const ext = extensionOf(file.name);
  if (!(STATEMENT_EXTENSIONS as readonly string[]).includes(ext))
    return {
      ok: false,
      problem: "unsupported_type",
      documentId: null,
      message: "Upload a CSV, OFX or PDF statement exported from your bank.",
    };
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.byteLength === 0)
    return {
      ok: false,
      problem: "empty",
      documentId: null,
      message: `${file.name} is empty: export the statement again and upload that file.`,
    };
  const contentType =
    ext === ".ofx" ? (isPlainText(bytes) ? "application/x-ofx" : null) : await detectContentType(ext, bytes);
  if (!contentType) throw new AppError("unsupported_media_type", CONTENT_MISMATCH_MESSAGE);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const prisma = await db();
  const same = await prisma.bankStatement.findUnique({
    where: { applicationId_sha256: { applicationId, sha256 } },
    select: { fileName: true },
  });
  if (same)
    return {
      ok: false,
      problem: "duplicate_upload",
      documentId: null,
      message: `This file was already uploaded (${same.fileName}); nothing new was recorded.`,
    };

  const target = await authorizeUpload(user, { applicationId }, bytes.byteLength);
  const driver = storage();
  const key = newStorageKey(target);
  const fileName = sanitiseFileName(file.name);
  await driver.put(key, bytes, contentType);
  let documentId: string;
  try {
    const doc = await recordDocument(
      user,
      target,
      { key, driver: driver.name, fileName, sizeBytes: bytes.byteLength, contentType, documentType: "bank_statement" },
      ip,
    );
    documentId = doc.id;
  } catch (error) {
    await driver.delete(key).catch(() => undefined);
    throw error;
  }
  const read = await recordUploadedStatement(
    { applicationId, fileName, bytes: new Uint8Array(bytes), documentId, expectedBank: bank },
    { actor: user, ip },
  );
  if (!read.ok)
    return {
      ok: false,
      problem: read.problem,
      documentId,
      message: `${read.message} The file is kept with your documents for our team.`,
    };
  return {
    ok: true,
    statementId: read.statementId,
    documentId,
    warnings: read.warnings,
    message: `${fileName} was read: its transactions are now part of your assessment.`,
  };
}
