import "server-only";
import type { SessionUser } from "@/lib/auth/session";

/** Applications the partner referred, in the broker's vocabulary. (Broker portal work implements this.) */
export async function listBrokerApplications(user: SessionUser): Promise<unknown[]> {
  void user;
  return [];
}
