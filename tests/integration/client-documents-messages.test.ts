import { readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST as UPLOAD } from "@/app/api/documents/upload/route";
import { GET as LIST_DOCS } from "@/app/api/documents/route";
import { GET as DOWNLOAD } from "@/app/api/documents/[id]/route";
import { GET as LIST_MSG, POST as POST_MSG } from "@/app/api/messages/route";
import { POST as WITHDRAW } from "@/app/api/applications/[id]/withdraw/route";
import { MAX_UPLOAD_BYTES } from "@/lib/documents/rules";
import { storage } from "@/lib/storage";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

function upload(applicationId: string, name: string, bytes: Uint8Array | Buffer, type = "application/octet-stream") {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  form.set("applicationId", applicationId);
  form.set("documentType", "general");
  return UPLOAD(apiRequest("POST", "/api/documents/upload", form));
}

async function ownApp(clientId: string) {
  return testDatabase().connection.prisma.application.findFirstOrThrow({ where: { clientId, status: "submitted" } });
}

describe("document upload", () => {
  it("stores a real PDF under a server key, lists it as pending, and downloads it as an attachment", async () => {
    const users = await seedDemo();
    const app = await ownApp(users.clientA.id);
    actAs(users.clientA);
    const res = await upload(app.id, "../../etc/Bank Statement <Oct>.pdf", PDF, "application/pdf");
    expect(res.status).toBe(201);
    const doc = (await res.json()) as { id: string; fileName: string; status: string };
    expect(doc).toMatchObject({ fileName: "Bank Statement Oct.pdf", status: "pending" });
    const row = await testDatabase().connection.prisma.document.findUniqueOrThrow({ where: { id: doc.id } });
    expect(row.storageKey).toMatch(/^documents\/[a-z0-9]+\/[0-9a-f-]{36}$/);
    expect(row.contentType).toBe("application/pdf");
    const listed = (await (await LIST_DOCS(apiRequest("GET", "/api/documents"))).json()) as { id: string }[];
    expect(listed.some((d) => d.id === doc.id)).toBe(true);
    const dl = await DOWNLOAD(apiRequest("GET", `/api/documents/${doc.id}`), routeParams({ id: doc.id }));
    expect(dl.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(dl.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await dl.arrayBuffer()).equals(PDF)).toBe(true);
    actAs(users.clientB);
    expect((await DOWNLOAD(apiRequest("GET", `/api/documents/${doc.id}`), routeParams({ id: doc.id }))).status).toBe(
      404,
    );
  });

  it("refuses oversize, renamed executables, markup, unknown types, empty files and others' applications, leaving nothing behind", async () => {
    const users = await seedDemo();
    const app = await ownApp(users.clientA.id);
    const prisma = testDatabase().connection.prisma;
    const before = await prisma.document.count();
    actAs(users.clientA);
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    PDF.copy(big);
    expect((await upload(app.id, "huge.pdf", big)).status).toBe(413);
    expect((await upload(app.id, "invoice.pdf", Buffer.from("MZ\x90\x00\x03 this is a windows exe"))).status).toBe(415);
    expect((await upload(app.id, "data.csv", Buffer.from("<script>alert(1)</script>"))).status).toBe(415);
    expect((await upload(app.id, "logo.svg", Buffer.from("<svg onload=alert(1)></svg>"))).status).toBe(415);
    expect((await upload(app.id, "page.html", Buffer.from("<html></html>"))).status).toBe(415);
    expect((await upload(app.id, "empty.pdf", Buffer.alloc(0))).status).toBe(400);
    const other = await ownApp(users.clientB.id);
    expect((await upload(other.id, "statement.pdf", PDF)).status).toBe(404);
    expect(await prisma.document.count()).toBe(before);
    // No file without a row: the files on disk are exactly the documents' keys.
    const keys = (await prisma.document.findMany({ select: { storageKey: true } })).map((d) => d.storageKey).sort();
    const root = path.join(os.tmpdir(), `bizfund-uploads-${process.pid}`);
    const files = (await readdir(path.join(root, "documents"), { recursive: true, withFileTypes: true }))
      .filter((f) => f.isFile())
      .map((f) => path.relative(root, path.join(f.parentPath, f.name)));
    expect(files.sort()).toEqual(keys);
    expect(await storage().exists(keys[0]!)).toBe(true);
  });
});

describe("messages", () => {
  it("stores markup as plain text, keeps threads private, and lets a client withdraw their own application", async () => {
    const users = await seedDemo();
    const app = await ownApp(users.clientA.id);
    actAs(users.clientA);
    const xss = `<img src=x onerror="alert(1)"> hello`;
    const res = await POST_MSG(apiRequest("POST", "/api/messages", { applicationId: app.id, content: `  ${xss}  ` }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { content: string }).content).toBe(xss);
    expect(
      (await POST_MSG(apiRequest("POST", "/api/messages", { applicationId: app.id, content: "   " }))).status,
    ).toBe(400);
    actAs(users.clientB);
    expect((await LIST_MSG(apiRequest("GET", `/api/messages?applicationId=${app.id}`))).status).toBe(404);
    actAs(users.staff);
    const thread = (await (await LIST_MSG(apiRequest("GET", `/api/messages?applicationId=${app.id}`))).json()) as {
      content: string;
      isAiGenerated: boolean;
    }[];
    expect(thread.at(-1)!.content).toBe(xss);
    await POST_MSG(
      apiRequest("POST", "/api/messages", { applicationId: app.id, content: "Drafted reply", isAiGenerated: true }),
    );
    const prisma = testDatabase().connection.prisma;
    expect(
      (await prisma.message.findFirstOrThrow({ where: { applicationId: app.id, content: "Drafted reply" } }))
        .isAiGenerated,
    ).toBe(true);
    expect(await prisma.notification.count({ where: { userId: users.clientA.id, kind: "message" } })).toBeGreaterThan(
      0,
    );

    actAs(users.clientA);
    const w = await WITHDRAW(apiRequest("POST", `/api/applications/${app.id}/withdraw`), routeParams({ id: app.id }));
    expect(w.status).toBe(200);
    expect((await prisma.application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("withdrawn");
    expect(
      (await WITHDRAW(apiRequest("POST", `/api/applications/${app.id}/withdraw`), routeParams({ id: app.id }))).status,
    ).toBe(409);
    actAs(null);
  });
});
