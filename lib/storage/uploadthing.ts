import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { UTApi, UTFile } from "uploadthing/server";
import { MAX_UPLOAD_BYTES } from "@/lib/documents/client";
import { assertSafeKey, assertWithinLimit, StorageNotFoundError, type StorageDriver } from "./types";

/**
 * Our storage keys (`documents/<application>/<uuid>`) are UploadThing custom ids with `_` for `/`:
 * a custom id is addressable everywhere a file key is (delete, signed URL, listing), and `_` never
 * occurs in a key (STORAGE_KEY_PATTERN), so the mapping is reversible.
 */
export const toCustomId = (key: string) => key.replaceAll("/", "_");
export const fromCustomId = (customId: string) => customId.replaceAll("_", "/");

export interface UploadThingSettings {
  token: string;
  maxBytes?: number;
}

/** The SDK's client for our token. Its fetch is looked up per call (tests swap in a local fake). */
export function utApi(token: string): UTApi {
  return new UTApi({ token, fetch: (input, init) => globalThis.fetch(input, init), logLevel: "Error" });
}

const LIST_PAGE = 500;

/**
 * UploadThing (ADR 026) with the official SDK: `put` (server-generated files such as PDFs) through
 * `UTApi.uploadFiles`, reads and downloads through short-lived signed URLs of the CDN, deletes
 * through `UTApi.deleteFiles`. Browser uploads go straight to UploadThing through the FileRouter
 * (lib/documents/uploadthing-router.ts) and never pass through the app. The app's files must be
 * private (the app's default ACL in UploadThing's dashboard, docs/deploy.md).
 */
export function uploadthingDriver(settings: UploadThingSettings): StorageDriver {
  const api = utApi(settings.token);
  const maxBytes = settings.maxBytes ?? MAX_UPLOAD_BYTES;
  const signed = async (key: string, expiresInSeconds: number) =>
    (await api.generateSignedURL(toCustomId(key), { expiresIn: expiresInSeconds })).ufsUrl;
  return {
    name: "uploadthing",
    maxBytes,
    redirectDownloads: true,
    async put(key, body, contentType) {
      assertSafeKey(key);
      assertWithinLimit(body, maxBytes);
      const file = new UTFile([new Uint8Array(body)], key.split("/").pop()!, {
        type: contentType,
        customId: toCustomId(key),
      });
      const result = await api.uploadFiles(file, { contentDisposition: "attachment" });
      if (result.error) throw new Error(`UploadThing refused the upload: ${result.error.message}`);
    },
    async get(key) {
      assertSafeKey(key);
      const res = await globalThis.fetch(await signed(key, 60));
      if (res.status === 404) throw new StorageNotFoundError(key);
      if (!res.ok || !res.body) throw new Error(`UploadThing file ${key} could not be read (${res.status})`);
      return Readable.fromWeb(res.body as WebReadableStream);
    },
    async delete(key) {
      assertSafeKey(key);
      await api.deleteFiles(toCustomId(key), { keyType: "customId" });
    },
    async exists(key) {
      assertSafeKey(key);
      const res = await globalThis.fetch(await signed(key, 60), { method: "HEAD" });
      if (res.status === 404) return false;
      if (!res.ok) throw new Error(`UploadThing file ${key} could not be checked (${res.status})`);
      return true;
    },
    async signedUrl(key, { expiresInSeconds }) {
      assertSafeKey(key);
      return signed(key, expiresInSeconds);
    },
    // A read of one listing entry: the token works and the service answers.
    async probe() {
      await api.listFiles({ limit: 1 });
    },
    async *list(prefix) {
      for (let offset = 0; ; offset += LIST_PAGE) {
        const page = await api.listFiles({ limit: LIST_PAGE, offset });
        for (const f of page.files) {
          // Only our own objects (a custom id from toCustomId) that finished uploading.
          if (!f.customId || f.status !== "Uploaded") continue;
          const key = fromCustomId(f.customId);
          if (key.startsWith(prefix)) yield { key, modifiedAt: new Date(f.uploadedAt) };
        }
        if (!page.hasMore) return;
      }
    },
  };
}
