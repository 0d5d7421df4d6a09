import "server-only";
import type { SessionUser } from "@/lib/auth/session";

/** The caller's own applications with the spec's client fields. (Client portal work implements this.) */
export async function listClientApplications(user: SessionUser): Promise<unknown[]> {
  void user;
  return [];
}
