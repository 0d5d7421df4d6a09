import "server-only";
import { db } from "@/lib/db";

/** The newest outbox e-mails (development's /dev/outbox). */
export async function recentOutbox(limit = 50) {
  const prisma = await db();
  return prisma.outboxEmail.findMany({ orderBy: { createdAt: "desc" }, take: limit });
}
