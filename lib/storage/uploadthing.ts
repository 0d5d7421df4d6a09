import { MAX_UPLOAD_BYTES } from "@/lib/documents/rules";
import type { StorageDriver } from "./types";

/**
 * UploadThing driver (used when UPLOADTHING_TOKEN is set). It talks only to UploadThing's hosted
 * service, which this build environment cannot reach, so it is deliberately thin and untested here.
 */
export function uploadthingDriver(token: string): StorageDriver {
  const api = "https://api.uploadthing.com/v6";
  const headers = { "x-uploadthing-api-key": token };
  const notSupported = (op: string) => new Error(`UploadThing driver: ${op} is not available in this deployment`);
  return {
    name: "uploadthing",
    maxBytes: MAX_UPLOAD_BYTES,
    async put() {
      throw notSupported("server-side put");
    },
    async get(key) {
      const res = await fetch(`${api}/requestFileAccess`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ fileKey: key }),
      });
      if (!res.ok || !res.body) throw notSupported("get");
      const { url } = (await res.json()) as { url: string };
      const file = await fetch(url);
      if (!file.ok || !file.body) throw notSupported("download");
      const { Readable } = await import("node:stream");
      return Readable.fromWeb(file.body as import("node:stream/web").ReadableStream);
    },
    async delete(key) {
      await fetch(`${api}/deleteFiles`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ fileKeys: [key] }),
      });
    },
    async exists() {
      return true;
    },
    async signedUrl() {
      return null;
    },
  };
}
