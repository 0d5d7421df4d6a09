/** Upload rules shared by the browser checks, the server and next.config.ts (spec §5). Pure. */
/** The largest file accepted: exactly 10 MiB passes, one byte more is refused (413). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The multipart envelope (boundaries, part headers, the other fields) allowed on top of the file. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
/** The app's own streaming cap on an upload request body: it decides every size refusal (413). */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + MULTIPART_ENVELOPE_BYTES;
/**
 * The framework's body buffer (next.config.ts `proxyClientMaxBodySize`). Next cuts a larger body
 * silently, so it must stay well above the app's cap: a cut body would reach the handler as a
 * broken form (a misleading 400) instead of the app counting past its cap (413). The extra 1 MiB
 * covers the framework dropping the whole stream chunk that crosses its limit.
 */
export const FRAMEWORK_BODY_LIMIT_BYTES = MAX_UPLOAD_REQUEST_BYTES + 1024 * 1024;

/**
 * Per-user storage quota and upload rate: generous for real paperwork (statements, IDs, financials
 * over several applications), small enough that one account cannot fill the disk or flood staff.
 */
export const QUOTA = {
  /** Everything one user has uploaded, in bytes. */
  userBytes: 250 * 1024 * 1024,
  /** Documents one user may hold in total. */
  userFiles: 100,
  /** Documents on one application. */
  applicationFiles: 40,
  /** Upload attempts per user per hour. */
  uploadsPerHour: 30,
} as const;
export const ACCEPTED_EXTENSIONS = [".pdf", ".doc", ".docx", ".jpg", ".png", ".xlsx", ".csv"] as const;
export const SIZE_MESSAGE = "File size must be less than 10MB";
export const TYPE_MESSAGE = `File type not supported. Accepted types: ${ACCEPTED_EXTENSIONS.join(", ")}`;

export function extensionOf(name: string): string {
  const i = name.lastIndexOf(".");
  return i >= 0 ? name.slice(i).toLowerCase() : "";
}

/** The browser-side check: null when acceptable, else the reason shown in the 'Invalid file' toast. */
export function checkFile(file: { name: string; size: number }): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return SIZE_MESSAGE;
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return TYPE_MESSAGE;
  return null;
}

/** A display name safe for tables and Content-Disposition: no paths, controls or quotes. */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  return (cleaned || "document").slice(0, 120);
}
