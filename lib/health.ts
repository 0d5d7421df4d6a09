import "server-only";
import { connection } from "@/lib/db";

// Generous: the first call may open the database and apply migrations.
const TIMEOUT_MS = 15_000;

export async function checkDatabase(): Promise<boolean> {
  try {
    const probe = connection().then((c) => c.sql.query("SELECT 1"));
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), TIMEOUT_MS));
    await Promise.race([probe, timeout]);
    return true;
  } catch {
    return false;
  }
}
