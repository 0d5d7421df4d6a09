import { afterEach, describe, expect, it } from "vitest";
import { POST as UPLOAD } from "@/app/api/documents/upload/route";
import { QUOTA_MESSAGES } from "@/lib/documents/quota";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES, QUOTA, SIZE_MESSAGE } from "@/lib/documents/rules";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs, apiRequest } from "../support/session";
import { officeFiles } from "../support/zip";

const PDF_HEAD = Buffer.from("%PDF-1.4\n");
const pdfOfSize = (size: number) => {
  const b = Buffer.alloc(size, 0x20);
  PDF_HEAD.copy(b);
  return b;
};

function upload(applicationId: string, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type: "application/octet-stream" }));
  form.set("applicationId", applicationId);
  form.set("documentType", "general");
  return UPLOAD(apiRequest("POST", "/api/documents/upload", form));
}

const prisma = () => testDatabase().connection.prisma;
const ownApp = (clientId: string) =>
  prisma().application.findFirstOrThrow({
    where: { clientId, status: { not: "draft" } },
    orderBy: { createdAt: "asc" },
  });
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

// Rows inserted to fill a quota (no file behind them), removed after each test.
const FAKE = "test-quota/";
afterEach(async () => {
  await prisma().document.deleteMany({ where: { storageKey: { startsWith: FAKE } } });
  await prisma().rateLimit.deleteMany({});
  actAs(null);
});

async function fakeDocuments(ownerId: string, applicationId: string, count: number, sizeBytes = 1) {
  await prisma().document.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      applicationId,
      ownerId,
      fileName: `filler-${i}.pdf`,
      sizeBytes,
      contentType: "application/pdf",
      storageDriver: "local",
      storageKey: `${FAKE}${ownerId}-${applicationId}-${i}`,
    })),
  });
}

describe("upload size boundary (handler)", () => {
  it("accepts a file of exactly 10 MiB and answers 413 with the spec's message for one byte more", async () => {
    const users = await seedDemo();
    const app = await ownApp(users.clientA.id);
    actAs(users.clientA);
    const exact = await upload(app.id, "exactly-10MiB.pdf", pdfOfSize(MAX_UPLOAD_BYTES));
    expect(exact.status).toBe(201);
    expect(((await exact.json()) as { sizeBytes: number }).sizeBytes).toBe(10_485_760);
    const over = await upload(app.id, "one-byte-more.pdf", pdfOfSize(MAX_UPLOAD_BYTES + 1));
    expect(over.status).toBe(413);
    expect(await message(over)).toBe(SIZE_MESSAGE);
  });

  it("answers 413 (not a 400 for a cut form) when the body itself passes the streaming cap, declared or not", async () => {
    const users = await seedDemo();
    actAs(users.clientA);
    const declared = apiRequest("POST", "/api/documents/upload", "x", {
      "content-length": String(MAX_UPLOAD_REQUEST_BYTES + 1),
      "content-type": "multipart/form-data; boundary=b",
    });
    const res = await UPLOAD(declared);
    expect(res.status).toBe(413);
    expect(await message(res)).toBe(SIZE_MESSAGE);
    // Chunked, no Content-Length: counted while streaming.
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_UPLOAD_REQUEST_BYTES) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streamed = new Request("http://127.0.0.1:3000/api/documents/upload", {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        host: "127.0.0.1:3000",
        origin: "http://127.0.0.1:3000",
        "sec-fetch-site": "same-origin",
        "content-type": "multipart/form-data; boundary=b",
      },
    } as RequestInit);
    const res2 = await UPLOAD(streamed);
    expect(res2.status).toBe(413);
    expect(await message(res2)).toBe(SIZE_MESSAGE);
  });
});

describe("type sniffing of Office files", () => {
  it("accepts a real Word document and workbook, and refuses a plain ZIP, a macro document or a workbook renamed .docx (415)", async () => {
    const users = await seedDemo();
    const app = await ownApp(users.clientA.id);
    actAs(users.clientA);
    const docx = await upload(app.id, "business-plan.docx", officeFiles.docx());
    expect(docx.status).toBe(201);
    const xlsx = await upload(app.id, "cash-flow.xlsx", officeFiles.xlsx());
    expect(xlsx.status).toBe(201);
    const stored = await prisma().document.findMany({
      where: { fileName: { in: ["business-plan.docx", "cash-flow.xlsx"] } },
      select: { fileName: true, contentType: true },
      orderBy: { fileName: "asc" },
    });
    expect(stored).toEqual([
      {
        fileName: "business-plan.docx",
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      },
      { fileName: "cash-flow.xlsx", contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
    ]);
    const before = await prisma().document.count();
    for (const [name, bytes] of [
      ["archive.docx", officeFiles.zip()],
      ["archive.xlsx", officeFiles.zip()],
      ["macros.docx", officeFiles.docm()],
      ["workbook.docx", officeFiles.xlsx()],
      ["letter.xlsx", officeFiles.docx()],
      ["broken.docx", officeFiles.docx().subarray(0, 40)],
    ] as const) {
      const res = await upload(app.id, name, bytes);
      expect({ name, status: res.status }).toEqual({ name, status: 415 });
    }
    expect(await prisma().document.count()).toBe(before);
  });
});

describe("per-user quota and upload rate", () => {
  it(`refuses (413) the ${QUOTA.userFiles + 1}th document of a user, with a message saying why`, async () => {
    const users = await seedDemo();
    const app = await ownApp(users.clientA.id);
    const have = await prisma().document.count({ where: { ownerId: users.clientA.id } });
    const apps = await prisma().application.findMany({
      where: { clientId: users.clientA.id, status: { not: "draft" } },
      select: { id: true },
    });
    // Spread the filler over the user's applications so only the per-user count is reached.
    const per = Math.ceil((QUOTA.userFiles - have) / apps.length);
    let left = QUOTA.userFiles - have;
    for (const a of apps) {
      const n = Math.min(
        per,
        left,
        QUOTA.applicationFiles - (await prisma().document.count({ where: { applicationId: a.id } })) - 1,
      );
      if (n > 0) await fakeDocuments(users.clientA.id, a.id, n);
      left -= Math.max(0, n);
    }
    expect(left).toBe(0);
    actAs(users.clientA);
    const res = await upload(app.id, "one-too-many.pdf", pdfOfSize(100));
    expect(res.status).toBe(413);
    expect(await message(res)).toBe(QUOTA_MESSAGES.userFiles);
  });

  it("refuses (413) a file that would take the user's stored bytes over the limit, and accepts one that fits exactly", async () => {
    const users = await seedDemo();
    const app = await ownApp(users.clientA.id);
    const used =
      (await prisma().document.aggregate({ where: { ownerId: users.clientA.id }, _sum: { sizeBytes: true } }))._sum
        .sizeBytes ?? 0;
    await fakeDocuments(users.clientA.id, app.id, 1, QUOTA.userBytes - used - 1000);
    actAs(users.clientA);
    const over = await upload(app.id, "too-big-for-quota.pdf", pdfOfSize(1001));
    expect(over.status).toBe(413);
    expect(await message(over)).toBe(QUOTA_MESSAGES.userBytes);
    expect((await upload(app.id, "fits.pdf", pdfOfSize(1000))).status).toBe(201);
  });

  it(`refuses (413) the ${QUOTA.applicationFiles + 1}th document on one application, whoever uploaded the others`, async () => {
    const users = await seedDemo();
    const app = await ownApp(users.clientA.id);
    const have = await prisma().document.count({ where: { applicationId: app.id } });
    await fakeDocuments(users.staff.id, app.id, QUOTA.applicationFiles - have);
    actAs(users.clientA);
    const res = await upload(app.id, "statement.pdf", pdfOfSize(100));
    expect(res.status).toBe(413);
    expect(await message(res)).toBe(QUOTA_MESSAGES.applicationFiles);
  });

  it(`allows ${QUOTA.uploadsPerHour} upload attempts per user per hour, then 429 with the wait, keyed by user`, async () => {
    const users = await seedDemo();
    const app = await ownApp(users.clientB.id);
    actAs(users.clientB);
    for (let i = 0; i < QUOTA.uploadsPerHour; i++) {
      // Refused files count too: the limit is on attempts.
      const res = await upload(app.id, `empty-${i}.pdf`, new Uint8Array(0));
      expect(res.status).toBe(400);
    }
    const limited = await upload(app.id, "statement.pdf", pdfOfSize(100));
    expect(limited.status).toBe(429);
    expect(await message(limited)).toMatch(
      new RegExp(
        `^You can upload up to ${QUOTA.uploadsPerHour} files an hour\\. Please try again in \\d+ minutes?\\.$`,
      ),
    );
    const wait = Number(limited.headers.get("retry-after"));
    expect(Number.isInteger(wait) && wait > 0 && wait <= 3600).toBe(true);
    const otherApp = await ownApp(users.clientA.id);
    actAs(users.clientA);
    expect((await upload(otherApp.id, "statement.pdf", pdfOfSize(100))).status).toBe(201);
  });
});
