import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DirectUploadMode } from "./direct-upload";
import { postDocument } from "./upload-request";

const uploadFiles = vi.fn();
vi.mock("@uploadthing/react", () => ({ generateReactHelpers: () => ({ uploadFiles }) }));

const file = () => new File(["%PDF-1.4\n"], "statement.pdf", { type: "application/pdf" });

afterEach(() => {
  vi.unstubAllGlobals();
  uploadFiles.mockReset();
});

describe("postDocument: the way a file goes", () => {
  it("posts to /api/documents/upload unless direct uploads are on", async () => {
    render(<DirectUploadMode enabled={false} />);
    const fetch = vi.fn(async () => new Response("{}", { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    await postDocument(file(), { applicationId: "app1" });
    expect(fetch).toHaveBeenCalledWith("/api/documents/upload", expect.objectContaining({ method: "POST" }));
    expect(uploadFiles).not.toHaveBeenCalled();
  });

  it("with UploadThing, sends the file through the FileRouter and reports the server's refusal", async () => {
    render(<DirectUploadMode enabled />);
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    uploadFiles.mockResolvedValueOnce([{ serverData: { ok: true, documentId: "d1" } }]);
    const f = file();
    await postDocument(f, { applicationId: "app1", checklistItemId: "item1" });
    expect(uploadFiles).toHaveBeenCalledWith("document", {
      files: [f],
      input: { applicationId: "app1", checklistItemId: "item1" },
    });
    uploadFiles.mockResolvedValueOnce([
      { serverData: { ok: false, message: "The file's contents do not match its type." } },
    ]);
    await expect(postDocument(file(), { applicationId: "app1" })).rejects.toThrow(/do not match its type/);
    expect(fetch).not.toHaveBeenCalled();
  });
});
