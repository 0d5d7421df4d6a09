import { toast } from "@/components/ui/toast";
import { directUploadsOn, uploadDirect } from "./direct-upload";

/**
 * Posts one file to POST /api/documents/upload (or, with UploadThing, straight to UploadThing);
 * throws (with the status) when the server refuses it.
 */
export async function postDocument(
  file: File,
  fields: { applicationId: string; checklistItemId?: string; documentType?: string },
): Promise<void> {
  if (directUploadsOn()) return uploadDirect(file, fields);
  const body = new FormData();
  body.set("file", file);
  body.set("applicationId", fields.applicationId);
  body.set("documentType", fields.documentType ?? "general");
  if (fields.checklistItemId) body.set("checklistItemId", fields.checklistItemId);
  const res = await fetch("/api/documents/upload", { method: "POST", body, credentials: "include" });
  if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
}

/** {@link postDocument}, announced with the spec's toasts (§8); true when the file was stored. */
export async function uploadAnnounced(file: File, fields: Parameters<typeof postDocument>[1]): Promise<boolean> {
  try {
    await postDocument(file, fields);
    toast.success("Upload successful", { description: `${file.name} has been uploaded.` });
    return true;
  } catch {
    toast.error("Upload failed", { description: `Failed to upload ${file.name}` });
    return false;
  }
}
