import { expect, test, type APIRequestContext } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { MAX_UPLOAD_BYTES, SIZE_MESSAGE } from "../../lib/documents/rules";
import { pdfText, readPdf } from "../support/pdf-text";

// Through the production server: Next's proxy buffers request bodies up to proxyClientMaxBodySize and
// silently cuts the rest. These sizes sit where the old default (10 MB) cut the multipart body of a
// file the 10 MiB rule allows, so the handler saw a broken form and answered a misleading 400.

const pdfOfSize = (size: number) => {
  const b = Buffer.alloc(size, 0x20);
  Buffer.from("%PDF-1.4\n").copy(b);
  return b;
};

async function signedInClient(request: APIRequestContext) {
  await request.get("/api/dev/login-client");
  const apps = (await (await request.get("/api/applications")).json()) as { id: string; status: string }[];
  return apps.find((a) => a.status !== "draft")!.id;
}

const upload = (request: APIRequestContext, applicationId: string, name: string, size: number) =>
  request.post("/api/documents/upload", {
    headers: { origin: BASE_URL },
    multipart: {
      file: { name, mimeType: "application/pdf", buffer: pdfOfSize(size) },
      applicationId,
      documentType: "general",
    },
  });

test("a file of exactly 10 MiB is accepted by the real server; one byte more is 413 with the spec's message", async ({
  request,
}) => {
  const applicationId = await signedInClient(request);
  const exact = await upload(request, applicationId, "exactly-10MiB.pdf", MAX_UPLOAD_BYTES);
  expect(exact.status()).toBe(201);
  expect(((await exact.json()) as { sizeBytes: number }).sizeBytes).toBe(10_485_760);
  // The middle of the range the old framework limit cut (10,485,660-10,485,759 bytes).
  expect((await upload(request, applicationId, "just-under.pdf", 10_485_700)).status()).toBe(201);
  const over = await upload(request, applicationId, "one-byte-more.pdf", MAX_UPLOAD_BYTES + 1);
  expect(over.status()).toBe(413);
  expect(((await over.json()) as { message: string }).message).toBe(SIZE_MESSAGE);
  // Far over: refused on the declared length, with the same message.
  const far = await upload(request, applicationId, "far-over.pdf", MAX_UPLOAD_BYTES + 2 * 1024 * 1024);
  expect(far.status()).toBe(413);
});

test("the built server writes PDFs with the embedded DejaVu font (the font file is found at run time)", async ({
  request,
}) => {
  const res = await request.get("/api/resources/cash-flow-planning.pdf");
  expect(res.status()).toBe(200);
  const facts = await readPdf(await res.body());
  expect(facts.fonts.length).toBeGreaterThan(0);
  expect(facts.fonts.every((f) => f.embedded && f.baseFont.includes("DejaVuSans"))).toBe(true);
  expect(pdfText(facts)).toContain("Cash flow planning");
});
