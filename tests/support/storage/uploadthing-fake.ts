import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

/**
 * A local fake of the UploadThing endpoints the official SDK calls (read from uploadthing@7's
 * source): the REST API (/v6/deleteFiles, /v6/listFiles), the ingest server (the signed PUT of a
 * file, /route-metadata, /callback-result) and the CDN (`<appId>.ufs.sh/f/<key or customId>`
 * behind signed URLs). Like the real service it checks the API key, the HMAC signature of every
 * presigned URL, and, for a FileRouter upload, calls the app's callback URL with the payload signed
 * by the same key (`x-uploadthing-signature`), as the SDK's route handler verifies.
 */
export const FAKE_APP_ID = "bizfundfake1";
export const FAKE_API_KEY = "sk_test_bizfund_local_fake_0123456789abcdef";
export const FAKE_TOKEN = Buffer.from(
  JSON.stringify({ apiKey: FAKE_API_KEY, appId: FAKE_APP_ID, regions: ["sea1"] }),
).toString("base64");
const INGEST = "https://sea1.ingest.uploadthing.com";
const API = "https://api.uploadthing.com";
const UFS = `https://${FAKE_APP_ID}.ufs.sh`;

export interface FakeFile {
  key: string;
  customId: string | null;
  name: string;
  type: string;
  bytes: Buffer;
  uploadedAt: number;
}

/** HMAC-SHA256 of a payload with the API key, as UploadThing signs URLs and callbacks. */
export const signWithKey = (payload: string, key = FAKE_API_KEY) =>
  `hmac-sha256=${createHmac("sha256", key).update(payload).digest("hex")}`;

function validSignedUrl(href: string): boolean {
  const at = href.lastIndexOf("&signature=");
  if (at < 0) return false;
  const given = Buffer.from(decodeURIComponent(href.slice(at + "&signature=".length)));
  const want = Buffer.from(signWithKey(href.slice(0, at)));
  const expires = Number(new URL(href).searchParams.get("expires"));
  return given.length === want.length && timingSafeEqual(given, want) && expires > Date.now();
}

/** A presigned URL's x-ut-* value (encoded once by the SDK before URLSearchParams encodes it again). */
const utParam = (url: URL, name: string) => {
  const v = url.searchParams.get(name);
  return v === null ? null : decodeURIComponent(v);
};

export interface UploadThingFake {
  files: Map<string, FakeFile>;
  /** Keys removed through /v6/deleteFiles (file keys, also for deletes by custom id). */
  deleted: string[];
  /** Callback results the app's route handler reported back (/callback-result). */
  callbackResults: { fileKey: string; callbackData: unknown }[];
  /** Adds a file as if it had been uploaded at `uploadedAt` (for the sweeper's grace period). */
  seed(file: Omit<FakeFile, "uploadedAt"> & { uploadedAt?: number }): void;
  byId(id: string): FakeFile | undefined;
  listen(): void;
  close(): void;
}

/**
 * Starts intercepting requests to UploadThing's hosts. `deliverCallback` receives the signed
 * callback request the ingest server sends after a FileRouter upload (in tests: the route handler).
 */
export function uploadthingFake(options: { deliverCallback?: (request: Request) => Promise<Response> } = {}) {
  const files = new Map<string, FakeFile>();
  const routeMetadata = new Map<string, { metadata: unknown; callbackUrl: string }>();
  const fake: UploadThingFake = {
    files,
    deleted: [],
    callbackResults: [],
    seed: (f) => void files.set(f.key, { ...f, uploadedAt: f.uploadedAt ?? Date.now() }),
    byId: (id) => files.get(id) ?? [...files.values()].find((f) => f.customId === id),
    listen: () => server.listen({ onUnhandledRequest: "bypass" }),
    close: () => server.close(),
  };
  const authorised = (request: Request) => request.headers.get("x-uploadthing-api-key") === FAKE_API_KEY;
  const refused = () => HttpResponse.json({ error: "Invalid API key" }, { status: 401 });
  const fileData = (f: FakeFile) => ({
    key: f.key,
    customId: f.customId,
    name: f.name,
    size: f.bytes.byteLength,
    type: f.type,
    url: `https://utfs.io/f/${f.key}`,
    appUrl: `https://utfs.io/a/${FAKE_APP_ID}/${f.key}`,
    ufsUrl: `${UFS}/f/${f.key}`,
    fileHash: createHash("md5").update(f.bytes).digest("hex"),
  });

  const server = setupServer(
    http.put(`${INGEST}/:key`, async ({ request, params }) => {
      if (!validSignedUrl(request.url)) return HttpResponse.json({ error: "Invalid signature" }, { status: 403 });
      const url = new URL(request.url);
      const part = (await request.formData()).get("file");
      if (!(part instanceof Blob)) return HttpResponse.json({ error: "No file" }, { status: 400 });
      const bytes = Buffer.from(await part.arrayBuffer());
      if (bytes.byteLength !== Number(utParam(url, "x-ut-file-size")))
        return HttpResponse.json({ error: "Size mismatch" }, { status: 400 });
      const customId = utParam(url, "x-ut-custom-id");
      if (customId && fake.byId(customId)) return HttpResponse.json({ error: "customId taken" }, { status: 409 });
      const file: FakeFile = {
        key: String(params.key),
        customId,
        name: utParam(url, "x-ut-file-name") ?? "file",
        type: utParam(url, "x-ut-file-type") ?? "application/octet-stream",
        bytes,
        uploadedAt: Date.now(),
      };
      files.set(file.key, file);
      // A FileRouter upload: tell the app (signed with the API key), and hand back its answer.
      const route = routeMetadata.get(file.key);
      let serverData: unknown = null;
      if (route) {
        const payload = JSON.stringify({
          status: "uploaded",
          file: fileData(file),
          origin: INGEST,
          metadata: route.metadata,
        });
        const callback = new Request(route.callbackUrl, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "uploadthing-hook": "callback",
            "x-uploadthing-signature": signWithKey(payload),
          },
          body: payload,
        });
        const answer = await (options.deliverCallback ?? globalThis.fetch)(callback);
        if (!answer.ok)
          return HttpResponse.json(
            { error: `Callback failed: ${answer.status} ${await answer.text()}` },
            { status: 500 },
          );
        serverData = fake.callbackResults.find((r) => r.fileKey === file.key)?.callbackData ?? null;
      }
      return HttpResponse.json({ ...fileData(file), serverData });
    }),
    http.post(`${INGEST}/route-metadata`, async ({ request }) => {
      if (!authorised(request)) return refused();
      const body = (await request.json()) as {
        fileKeys: string[];
        metadata: unknown;
        callbackUrl: string;
        callbackSlug: string;
      };
      // The service calls back with the route's slug as a query parameter.
      const callbackUrl = new URL(body.callbackUrl);
      callbackUrl.searchParams.set("slug", body.callbackSlug);
      for (const key of body.fileKeys)
        routeMetadata.set(key, { metadata: body.metadata, callbackUrl: callbackUrl.href });
      return HttpResponse.json({ ok: true });
    }),
    http.post(`${INGEST}/callback-result`, async ({ request }) => {
      if (!authorised(request)) return refused();
      fake.callbackResults.push((await request.json()) as UploadThingFake["callbackResults"][number]);
      return HttpResponse.json({ ok: true });
    }),
    http.post(`${API}/v6/deleteFiles`, async ({ request }) => {
      if (!authorised(request)) return refused();
      const body = (await request.json()) as { fileKeys?: string[]; customIds?: string[] };
      let deletedCount = 0;
      for (const id of [...(body.fileKeys ?? []), ...(body.customIds ?? [])]) {
        const f = body.fileKeys?.includes(id) ? files.get(id) : [...files.values()].find((x) => x.customId === id);
        if (!f) continue;
        files.delete(f.key);
        fake.deleted.push(f.key);
        deletedCount++;
      }
      return HttpResponse.json({ success: true, deletedCount });
    }),
    http.post(`${API}/v6/listFiles`, async ({ request }) => {
      if (!authorised(request)) return refused();
      const { limit = 500, offset = 0 } = (await request.json()) as { limit?: number; offset?: number };
      const all = [...files.values()];
      return HttpResponse.json({
        hasMore: offset + limit < all.length,
        files: all.slice(offset, offset + limit).map((f) => ({
          id: f.key,
          key: f.key,
          customId: f.customId,
          name: f.name,
          size: f.bytes.byteLength,
          status: "Uploaded",
          uploadedAt: f.uploadedAt,
        })),
      });
    }),
    http.all(`${UFS}/f/:id`, ({ request, params }) => {
      if (request.method !== "GET" && request.method !== "HEAD") return new HttpResponse(null, { status: 405 });
      if (!validSignedUrl(request.url)) return new HttpResponse("Forbidden", { status: 403 });
      const f = fake.byId(String(params.id));
      if (!f) return new HttpResponse("Not found", { status: 404 });
      const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.get("range") ?? "");
      const start = range ? Number(range[1]) : 0;
      const end = range && range[2] ? Math.min(Number(range[2]), f.bytes.byteLength - 1) : f.bytes.byteLength - 1;
      const body = f.bytes.subarray(start, end + 1);
      const headers = { "content-type": f.type, "content-length": String(body.byteLength) };
      if (request.method === "HEAD") return new HttpResponse(null, { status: 200, headers });
      return new HttpResponse(new Uint8Array(body), { status: range ? 206 : 200, headers });
    }),
  );
  return fake;
}
