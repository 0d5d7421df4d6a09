/**
 * Which stored documents a browser may show inline (issue #36 item 5): a PDF in a frame, an image in an
 * <img>. Uploads are sniffed on the way in (./sniff.ts), so the stored type is the file's own. Pure.
 */
export const PREVIEW_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/webp", "image/gif"] as const;

export const previewKind = (contentType: string): "pdf" | "image" | null =>
  contentType === "application/pdf"
    ? "pdf"
    : (PREVIEW_TYPES as readonly string[]).includes(contentType)
      ? "image"
      : null;

/** The authorised download route, asked to show the file inline. */
export const previewHref = (documentId: string) =>
  `/api/documents/${encodeURIComponent(documentId)}?disposition=inline`;
export const downloadHref = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}`;
