import "server-only";

/**
 * PLACEHOLDER — replaced by the full-application branch (issue 15 item 2), which knows what the
 * full credit file still lacks. Until then the file is never the reason an application waits: it
 * returns nothing missing, and the readiness gate checks the document checklist only.
 */
export async function missingFullApplication(applicationId: string): Promise<string[]> {
  void applicationId;
  return [];
}
