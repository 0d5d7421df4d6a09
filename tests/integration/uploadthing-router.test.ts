import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/documents/[id]/route";
import { POST } from "@/app/api/uploadthing/route";
import { CONTENT_MISMATCH_MESSAGE } from "@/lib/documents/upload";
import { resetEnvForTests } from "@/lib/env";
import { fromCustomId } from "@/lib/storage/uploadthing";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";
import { FAKE_TOKEN, signWithKey, uploadthingFake } from "../support/storage/uploadthing-fake";

// Documents on UploadThing (read when storage() is first used, after this file's imports).
process.env.UPLOADTHING_TOKEN = FAKE_TOKEN;
process.env.STORAGE_DRIVER = "uploadthing";
resetEnvForTests();

/** UploadThing's ingest server calls our route with the signed callback (here: straight into POST). */
const fake = uploadthingFake({ deliverCallback: (request) => POST(request) });
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const EXE = Buffer.from("MZ\x90\x00\x03\x00\x00\x00 this is a program, not a PDF");

let users: DemoUsers;
let applicationId = "";

beforeAll(async () => {
  fake.listen();
  users = await seedDemo();
  const app = await testDatabase().connection.prisma.application.findFirstOrThrow({
    where: { clientId: users.clientA.id, partnerId: users.partnerA.id },
    orderBy: { seq: "asc" },
  });
  applicationId = app.id;
});
afterAll(() => {
  actAs(null);
  fake.close();
});

type Presigned = { url: string; key: string; name: string; customId: string | null };

/** What @uploadthing/react does: ask our route for a presigned URL, then PUT the file to it. */
async function startUpload(file: { name: string; size: number; type: string }, input: Record<string, unknown>) {
  return POST(
    apiRequest(
      "POST",
      "/api/uploadthing?actionType=upload&slug=document",
      { files: [file], input },
      {
        "x-uploadthing-package": "@uploadthing/react",
      },
    ),
  );
}
async function putFile(presigned: Presigned, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type: "application/pdf" }));
  const res = await fetch(presigned.url, { method: "PUT", body: form, headers: { Range: "bytes=0-" } });
  expect(res.status).toBe(200);
  return (await res.json()) as { key: string; serverData: { ok: boolean; documentId?: string; message?: string } };
}
const documents = () => testDatabase().connection.prisma.document.count();

describe("the UploadThing FileRouter (/api/uploadthing)", () => {
  it("refuses before any byte is stored: signed out, staff, someone else's application, a wrong type or size", async () => {
    const before = { files: fake.files.size, docs: await documents() };
    const file = { name: "statement.pdf", size: PDF.byteLength, type: "application/pdf" };
    actAs(null);
    expect((await startUpload(file, { applicationId })).status).toBe(401);
    actAs(users.staff);
    expect((await startUpload(file, { applicationId })).status).toBe(403);
    for (const outsider of [users.clientB, users.partnerB]) {
      actAs(outsider);
      const res = await startUpload(file, { applicationId });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: "Application not found." });
    }
    actAs(users.clientA);
    const exe = await startUpload(
      { name: "statement.exe", size: 10, type: "application/x-msdownload" },
      { applicationId },
    );
    expect(exe.status).toBe(400);
    expect((await exe.json()).message).toMatch(/File type not supported/);
    const big = await startUpload({ ...file, size: 10 * 1024 * 1024 + 1 }, { applicationId });
    expect(big.status).toBe(413);
    const item = await startUpload(file, { applicationId, checklistItemId: "not-an-item-of-this-application" });
    expect(item.status).toBe(400);
    expect(fake.files.size).toBe(before.files);
    expect(await documents()).toBe(before.docs);
  });

  it("a good upload goes straight to UploadThing; the signed callback records the Document; downloads redirect to a signed URL", async () => {
    actAs(users.partnerA);
    const res = await startUpload(
      { name: "bank statement.pdf", size: PDF.byteLength, type: "application/pdf" },
      {
        applicationId,
      },
    );
    expect(res.status).toBe(200);
    const [presigned] = (await res.json()) as Presigned[];
    expect(presigned!.url).toMatch(/^https:\/\/sea1\.ingest\.uploadthing\.com\//);
    expect(presigned!.customId).toMatch(/^documents_/);

    const uploaded = await putFile(presigned!, "bank statement.pdf", PDF);
    expect(uploaded.serverData).toEqual({ ok: true, documentId: expect.any(String) });
    const prisma = testDatabase().connection.prisma;
    const doc = await prisma.document.findUniqueOrThrow({ where: { id: uploaded.serverData.documentId! } });
    expect(doc).toMatchObject({
      applicationId,
      ownerId: users.clientA.id,
      uploadedById: users.partnerA.id,
      fileName: "bank statement.pdf",
      contentType: "application/pdf",
      sizeBytes: PDF.byteLength,
      storageDriver: "uploadthing",
      storageKey: fromCustomId(presigned!.customId!),
    });
    expect(fake.byId(presigned!.customId!)?.bytes.equals(PDF)).toBe(true);
    expect(
      await prisma.auditEvent.count({
        where: { action: "document.uploaded", entityId: doc.id, actorId: users.partnerA.id },
      }),
    ).toBe(1);

    actAs(users.clientA);
    const got = await download(apiRequest("GET", `/api/documents/${doc.id}`), routeParams({ id: doc.id }));
    expect(got.status).toBe(302);
    const file = await fetch(got.headers.get("location")!);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it("a file that lies about its type is deleted from UploadThing (deleteFiles) and no Document is recorded", async () => {
    actAs(users.clientA);
    const docs = await documents();
    const res = await startUpload(
      { name: "statement.pdf", size: EXE.byteLength, type: "application/pdf" },
      {
        applicationId,
      },
    );
    const [presigned] = (await res.json()) as Presigned[];
    const uploaded = await putFile(presigned!, "statement.pdf", EXE);
    expect(uploaded.serverData).toEqual({ ok: false, message: CONTENT_MISMATCH_MESSAGE });
    expect(fake.deleted).toContain(uploaded.key);
    expect(fake.byId(presigned!.customId!)).toBeUndefined();
    expect(await documents()).toBe(docs);
    const prisma = testDatabase().connection.prisma;
    expect(await prisma.document.count({ where: { storageKey: fromCustomId(presigned!.customId!) } })).toBe(0);
    expect(await prisma.auditEvent.count({ where: { action: "document.refused", entityId: applicationId } })).toBe(1);
  });

  it("a callback not signed with the token's key is refused and records nothing", async () => {
    actAs(null);
    const docs = await documents();
    const payload = JSON.stringify({
      status: "uploaded",
      file: {
        key: "k",
        customId: null,
        name: "x.pdf",
        size: 1,
        type: "application/pdf",
        url: "",
        appUrl: "",
        ufsUrl: "",
        fileHash: "",
      },
      origin: "https://sea1.ingest.uploadthing.com",
      metadata: {},
    });
    const forged = new Request("http://127.0.0.1:3000/api/uploadthing?slug=document", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "uploadthing-hook": "callback",
        "x-uploadthing-signature": signWithKey(payload, "sk_live_someone_else"),
      },
      body: payload,
    });
    const res = await POST(forged);
    expect(res.status).toBe(400);
    expect(await documents()).toBe(docs);
  });
});
