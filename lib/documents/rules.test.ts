import { describe, expect, it } from "vitest";
import { officeFiles } from "@/tests/support/zip";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import nextConfig from "@/next.config";
import {
  FRAMEWORK_BODY_LIMIT_BYTES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_REQUEST_BYTES,
  SIZE_MESSAGE,
  checkFile,
} from "./rules";
import { detectContentType } from "./sniff";

describe("upload size rules", () => {
  it("lets the browser send exactly 10 MiB and stops one byte more, as the server does", () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
    expect(checkFile({ name: "a.pdf", size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkFile({ name: "a.pdf", size: MAX_UPLOAD_BYTES + 1 })).toBe(SIZE_MESSAGE);
  });

  it("keeps the framework's body buffer above the handler's own cap, so the handler decides every size refusal", () => {
    expect(nextConfig(PHASE_PRODUCTION_SERVER).experimental?.proxyClientMaxBodySize).toBe(FRAMEWORK_BODY_LIMIT_BYTES);
    // Next drops the whole chunk that crosses its limit, so the margin must exceed a chunk (libuv reads sockets 64 KiB at a time).
    expect(FRAMEWORK_BODY_LIMIT_BYTES - MAX_UPLOAD_REQUEST_BYTES).toBeGreaterThan(64 * 1024);
    expect(MAX_UPLOAD_REQUEST_BYTES).toBeGreaterThan(MAX_UPLOAD_BYTES);
  });
});

describe("detectContentType", () => {
  const bytes = (...parts: (number[] | string)[]) =>
    Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p) : Buffer.from(p))));
  const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  // A 1×1 image's header chunk: file-type reads it to tell PNG from APNG.
  const IHDR = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89];
  it("names PDF, PNG, JPEG and Word 97 by file-type, and takes CSV as plain text", async () => {
    expect(await detectContentType(".pdf", bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(await detectContentType(".pdf", bytes("MZ\x90\x00"))).toBeNull();
    expect(await detectContentType(".png", bytes(PNG_SIGNATURE, IHDR))).toBe("image/png");
    // The signature alone, with no image after it, is not a PNG.
    expect(await detectContentType(".png", bytes(PNG_SIGNATURE, [0]))).toBeNull();
    expect(await detectContentType(".png", bytes("%PDF-1.7\n"))).toBeNull();
    expect(await detectContentType(".jpg", bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(await detectContentType(".jpg", bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(await detectContentType(".doc", bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(
      "application/msword",
    );
    expect(await detectContentType(".csv", bytes("Date,Amount\n2026-11-01,-200.00\n"))).toBe("text/csv");
    expect(await detectContentType(".csv", bytes("<svg onload=alert(1)>"))).toBeNull();
  });

  it("tells Word documents and workbooks from any other ZIP", async () => {
    expect(await detectContentType(".docx", officeFiles.docx())).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(await detectContentType(".xlsx", officeFiles.xlsx())).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(await detectContentType(".docx", officeFiles.zip())).toBeNull();
    expect(await detectContentType(".xlsx", officeFiles.zip())).toBeNull();
    expect(await detectContentType(".docx", officeFiles.xlsx())).toBeNull();
    expect(await detectContentType(".docx", officeFiles.docm())).toBeNull();
    expect(await detectContentType(".docx", officeFiles.docx().subarray(0, 60))).toBeNull();
  });
});
