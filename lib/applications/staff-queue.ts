import "server-only";

/** The staff work queue: newest first, 10 per page, keyset cursor. (Staff portal work implements this.) */
export async function listStaffQueue(query: Record<string, string>): Promise<unknown> {
  void query;
  return [];
}
