import { Readable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as LIST_APPLICATIONS } from "@/app/api/applications/route";
import { GET as DOWNLOAD } from "@/app/api/documents/[id]/route";
import { POST as UPLOAD } from "@/app/api/documents/upload/route";
import { GET as READY } from "@/app/api/ready/route";
import { connect } from "@/lib/db/connection";
import { setConnectionForTests } from "@/lib/db";
import { logger } from "@/lib/observability/log";
import { storage } from "@/lib/storage";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

/**
 * Issue #40 items 6 and 7: an outage answers 503 with Retry-After and the request id, through the one
 * error table; a stored document that is missing or fails is answered before any header where it can
 * be, and otherwise cut off with a log line naming the request.
 */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n".repeat(200));
let users: DemoUsers | undefined;

afterEach(() => {
  vi.restoreAllMocks();
  setConnectionForTests(testDatabase().connection);
});

async function uploaded(): Promise<string> {
  users ??= await seedDemo();
  const app = await testDatabase().connection.prisma.application.findFirstOrThrow({
    where: { clientId: users.clientA.id, status: "submitted" },
  });
  actAs(users.clientA);
  const form = new FormData();
  form.set("file", new File([new Uint8Array(PDF)], "statement.pdf", { type: "application/pdf" }));
  form.set("applicationId", app.id);
  const res = await UPLOAD(apiRequest("POST", "/api/documents/upload", form));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const download = (id: string, requestId: string) =>
  DOWNLOAD(apiRequest("GET", `/api/documents/${id}`, undefined, { "x-request-id": requestId }), routeParams({ id }));

describe("the database unreachable (#40.7)", () => {
  it("answers 503 with Retry-After and the request id, readiness says the migrations are unknown", async () => {
    users ??= await seedDemo();
    actAs(users.clientA);
    const list = () =>
      LIST_APPLICATIONS(apiRequest("GET", "/api/applications", undefined, { "x-request-id": "req-outage-0001" }));
    expect((await list()).status).toBe(200);
    // Nothing listens on port 1: the real driver errors of a database that is down.
    const down = await connect({ databaseUrl: "postgres://postgres@127.0.0.1:1/bizfund" });
    setConnectionForTests(down);
    try {
      const res = await list();
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.json()).toEqual({
        message: "The service is briefly unavailable. Please try again in a moment.",
        requestId: "req-outage-0001",
      });
      const ready = await READY();
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "not_ready", database: "unreachable", migrations: "unknown" });
    } finally {
      await down.close();
    }
  });
});

describe("document downloads whose stored object fails (#40.6)", () => {
  it("a missing object is a 404 with the request id before any header, and an error line naming it", async () => {
    const id = await uploaded();
    const row = await testDatabase().connection.prisma.document.findUniqueOrThrow({ where: { id } });
    await storage().delete(row.storageKey);
    const logged = vi.spyOn(logger, "error");
    const res = await download(id, "req-missing-0001");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      message: "The document's file could not be found.",
      requestId: "req-missing-0001",
    });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ documentId: id, requestId: "req-missing-0001", status: 404 }),
      "document file missing from storage",
    );
  });

  it("a store that fails before the first byte is a 503 with Retry-After", async () => {
    const id = await uploaded();
    vi.spyOn(storage(), "get").mockResolvedValue(
      new Readable({
        read() {
          this.destroy(Object.assign(new Error("EIO: i/o error, read"), { code: "EIO" }));
        },
      }),
    );
    const res = await download(id, "req-eio-0001");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toMatchObject({ requestId: "req-eio-0001" });
  });

  it("a stream that fails after the headers is cut off (not ended as if complete), with a line naming the request", async () => {
    const id = await uploaded();
    let served = 0;
    vi.spyOn(storage(), "get").mockResolvedValue(
      new Readable({
        read() {
          if (served++ === 0) this.push(PDF.subarray(0, 100));
          else this.destroy(new Error("socket hang up"));
        },
      }),
    );
    const warned = vi.spyOn(logger, "warn");
    const res = await download(id, "req-cut-0002");
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
    expect(warned).toHaveBeenCalledWith(
      expect.objectContaining({ documentId: id, requestId: "req-cut-0002", status: 200, sentBytes: 100 }),
      "document stream failed after its headers: response cut off",
    );
  });

  it("an object shorter than its row says is cut off too, not ended early with a short body", async () => {
    const id = await uploaded();
    const row = await testDatabase().connection.prisma.document.findUniqueOrThrow({ where: { id } });
    await storage().put(row.storageKey, PDF.subarray(0, 1000), "application/pdf");
    const warned = vi.spyOn(logger, "warn");
    const res = await download(id, "req-short-0001");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(PDF.length));
    await expect(res.arrayBuffer()).rejects.toThrow();
    expect(warned).toHaveBeenCalledWith(
      expect.objectContaining({ documentId: id, requestId: "req-short-0001", sentBytes: 1000 }),
      "document stream failed after its headers: response cut off",
    );
  });

  it("a complete object still downloads whole", async () => {
    const id = await uploaded();
    const res = await download(id, "req-ok-0001");
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
  });
});
