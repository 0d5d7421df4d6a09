"use client";

import type { generateReactHelpers } from "@uploadthing/react";
import type { DirectUploadResult, DocumentFileRouter } from "@/lib/documents/uploadthing-router";

/**
 * Direct uploads (ADR 026): when documents are stored on UploadThing the browser sends each file
 * straight to UploadThing (through @uploadthing/react and our FileRouter at /api/uploadthing)
 * instead of posting it to /api/documents/upload, so a 10 MB file never passes through a
 * serverless function. The portal layout renders <DirectUploadMode> with the server's setting;
 * postDocument (upload-request.ts) asks directUploadsOn() which way to send.
 */
let direct = false;

export function directUploadsOn(): boolean {
  return direct;
}

/** Renders nothing: tells this page's upload controls which way files go. */
export function DirectUploadMode({ enabled }: { enabled: boolean }) {
  direct = enabled;
  return null;
}

let helpers: ReturnType<typeof generateReactHelpers<DocumentFileRouter>> | undefined;

/** One file to UploadThing; throws with the server's reason when it is refused. */
export async function uploadDirect(
  file: File,
  fields: { applicationId: string; checklistItemId?: string; documentType?: string },
): Promise<void> {
  // Built on first use: the helpers read window.location, which server rendering has not. The SDK is
  // loaded then too, not with every portal page (the layout renders DirectUploadMode).
  if (!helpers) {
    const { generateReactHelpers: generate } = await import("@uploadthing/react");
    helpers = generate<DocumentFileRouter>({ url: "/api/uploadthing" });
  }
  const [uploaded] = await helpers.uploadFiles("document", { files: [file], input: fields });
  const result = uploaded?.serverData as DirectUploadResult | undefined;
  if (!result?.ok) throw new Error(result?.message ?? "The upload was not recorded.");
}
