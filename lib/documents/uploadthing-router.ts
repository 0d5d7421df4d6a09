import "server-only";
import { UTFiles, UploadThingError, createRouteHandler, createUploadthing, type FileRouter } from "uploadthing/server";
import type { Actor } from "@/lib/audit";
import { audit } from "@/lib/audit";
import { requirePermission } from "@/lib/auth/client";
import { getVerifiedUser, type SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError, isAppError } from "@/lib/http/client";
import { storage, toCustomId, utApi } from "@/lib/storage";
import { configuredDriverName } from "@/lib/storage/client";
import { recordId, singleLine, z } from "@/lib/validation/client";
import { limitUploadRate } from "./quota";
import { MAX_UPLOAD_BYTES, extensionOf, sanitiseFileName } from "./rules";
import { detectContentType } from "./sniff";
import {
  CONTENT_MISMATCH_MESSAGE,
  authorizeUpload,
  checkUploadFile,
  newStorageKey,
  recordDocument,
  type UploadTarget,
} from "./upload";

/**
 * Direct uploads (ADR 026): with the UploadThing driver the browser sends a file straight to
 * UploadThing, so a 10 MB file never passes through a serverless function. This FileRouter is the
 * app's side of it: its middleware runs the same checks as POST /api/documents/upload (session,
 * ownership, target, quota: lib/documents/upload.ts) before UploadThing accepts a byte, and
 * onUploadComplete (called by UploadThing with a signed callback) checks the file's magic bytes and
 * records the Document, or deletes the file and refuses it.
 */

/** What the browser sends with a file (the same fields as the multipart form). */
export const directUploadInput = z.object({
  applicationId: recordId(),
  checklistItemId: recordId().optional(),
  documentType: singleLine().max(40).optional(),
});

/** What the browser gets back once UploadThing has called us: the recorded document, or why not. */
export type DirectUploadResult = { ok: true; documentId: string } | { ok: false; message: string };

interface UploadMetadata {
  actor: Actor;
  target: UploadTarget;
  key: string;
  fileName: string;
  documentType: string;
}

type UploadThingCode = Extract<ConstructorParameters<typeof UploadThingError>[0], { code: unknown }>["code"];
const UT_CODE: Record<number, UploadThingCode> = {
  400: "BAD_REQUEST",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  413: "TOO_LARGE",
  415: "BAD_REQUEST",
};

/** Our refusals keep their message and (as near as UploadThing's codes allow) their status. */
function asUploadThingError(error: unknown): UploadThingError {
  if (error instanceof UploadThingError) return error;
  if (isAppError(error))
    return new UploadThingError({ code: UT_CODE[error.status] ?? "BAD_REQUEST", message: error.message });
  return new UploadThingError({ code: "INTERNAL_SERVER_ERROR", message: "The upload could not be started." });
}

const f = createUploadthing({ errorFormatter: (error) => ({ message: error.message }) });

export const documentFileRouter = {
  // The SDK's types take powers of two only: UploadThing caps at 16 MB, our rules at 10 MB (the
  // middleware refuses a larger declared size; onUploadComplete checks the stored size).
  document: f({ blob: { maxFileSize: "16MB", maxFileCount: 1 } }, { awaitServerData: true })
    .input(directUploadInput)
    .middleware(async ({ input, files }) => {
      try {
        const user = await getVerifiedUser();
        if (!user) throw new AppError("unauthorized");
        requirePermission(user, "create:document");
        if (files.length !== 1) throw new AppError("bad_request", "Send one file at a time.");
        const file = files[0]!;
        checkUploadFile(file);
        const target = await authorizeUpload(user, input, file.size);
        const key = newStorageKey(target);
        const metadata: UploadMetadata = {
          actor: { id: user.id, role: user.role },
          target,
          key,
          fileName: sanitiseFileName(file.name),
          documentType: input.documentType || "general",
        };
        return { ...metadata, [UTFiles]: [{ ...file, customId: toCustomId(key) }] };
      } catch (error) {
        throw asUploadThingError(error);
      }
    })
    .onUploadComplete(async ({ metadata, file }): Promise<DirectUploadResult> =>
      completeDirectUpload(metadata, { key: file.key, customId: file.customId, size: file.size }),
    ),
} satisfies FileRouter;

export type DocumentFileRouter = typeof documentFileRouter;

/** The first bytes (the whole archive for .docx/.xlsx, whose type lies inside it) of a stored file. */
async function storedBytes(key: string, ext: string): Promise<Uint8Array> {
  const url = await storage().signedUrl(key, { expiresInSeconds: 60, fileName: "check" });
  if (!url) throw new Error("The storage driver gives no URL to read the upload back");
  const whole = ext === ".docx" || ext === ".xlsx";
  const res = await globalThis.fetch(url, whole ? undefined : { headers: { Range: "bytes=0-4095" } });
  if (!res.ok) throw new Error(`The uploaded file could not be read back (${res.status})`);
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * UploadThing has stored the file: record it, unless it lies about its type (or no longer fits the
 * quota), in which case it is deleted from UploadThing and no row is written.
 */
export async function completeDirectUpload(
  metadata: UploadMetadata,
  file: { key: string; customId: string | null; size: number },
): Promise<DirectUploadResult> {
  const api = utApi(env().UPLOADTHING_TOKEN ?? "");
  const refuse = async (message: string, reason: string) => {
    await api.deleteFiles(file.key);
    await audit(await db(), {
      actor: metadata.actor,
      action: "document.refused",
      entity: "Application",
      entityId: metadata.target.applicationId,
      after: { fileName: metadata.fileName, sizeBytes: file.size, reason },
    });
    return { ok: false as const, message };
  };
  if (file.customId !== toCustomId(metadata.key) || file.size > MAX_UPLOAD_BYTES || file.size === 0)
    return refuse("The upload did not match what was authorised.", "mismatch");
  const ext = extensionOf(metadata.fileName);
  const contentType = await storedBytes(metadata.key, ext).then(
    (bytes) => detectContentType(ext, bytes),
    () => undefined,
  );
  if (contentType === undefined) return refuse("The upload could not be checked. Please try again.", "unreadable");
  if (!contentType) return refuse(CONTENT_MISMATCH_MESSAGE, "content_type");
  try {
    const doc = await recordDocument(metadata.actor, metadata.target, {
      key: metadata.key,
      driver: "uploadthing",
      fileName: metadata.fileName,
      sizeBytes: file.size,
      contentType,
      documentType: metadata.documentType,
    });
    return { ok: true, documentId: doc.id };
  } catch (error) {
    return refuse(isAppError(error) ? error.message : "The upload could not be recorded.", "not_recorded");
  }
}

/** Direct uploads are on when documents are stored on UploadThing. */
export function directUploadsEnabled(): boolean {
  return configuredDriverName(env()) === "uploadthing";
}

let routeHandler: ReturnType<typeof createRouteHandler> | undefined;

/**
 * GET (the route config) and POST (an upload's start from the browser, or UploadThing's signed
 * callback) of /api/uploadthing. Starting an upload needs a signed-in user allowed to upload (401,
 * 403) within the hourly upload rate (429); the FileRouter's middleware does the rest.
 */
export async function handleDirectUpload(user: SessionUser | null, request: Request): Promise<Response> {
  const callback = request.headers.has("uploadthing-hook");
  if (request.method === "POST" && !callback) {
    if (!user) throw new AppError("unauthorized");
    requirePermission(user, "create:document");
  }
  if (!directUploadsEnabled()) throw new AppError("not_found", "Direct uploads are not configured.");
  if (request.method === "POST" && !callback) await limitUploadRate(user!.id);
  routeHandler ??= createRouteHandler({
    router: documentFileRouter,
    config: {
      token: env().UPLOADTHING_TOKEN,
      callbackUrl: `${env().APP_URL}/api/uploadthing`,
      fetch: (input, init) => globalThis.fetch(input, init),
      logLevel: "Error",
    },
  });
  return routeHandler(request);
}
