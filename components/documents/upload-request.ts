/** Posts one file to POST /api/documents/upload; throws (with the status) when the server refuses it. */
export async function postDocument(
  file: File,
  fields: { applicationId: string; checklistItemId?: string; documentType?: string },
): Promise<void> {
  const body = new FormData();
  body.set("file", file);
  body.set("applicationId", fields.applicationId);
  body.set("documentType", fields.documentType ?? "general");
  if (fields.checklistItemId) body.set("checklistItemId", fields.checklistItemId);
  const res = await fetch("/api/documents/upload", { method: "POST", body, credentials: "include" });
  if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
}
