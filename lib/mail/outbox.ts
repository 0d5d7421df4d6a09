import "server-only";
import { db } from "@/lib/db";

/** The newest outbox e-mails (development's /dev/outbox). */
export async function recentOutbox(limit = 50) {
  const prisma = await db();
  return prisma.outboxEmail.findMany({ orderBy: { createdAt: "desc" }, take: limit });
}

/** For the metrics: e-mails not yet sent, and those whose last attempt failed. */
export async function outboxCounts(): Promise<{ waiting: number; failed: number }> {
  const prisma = await db();
  const [waiting, failed] = await Promise.all([
    prisma.outboxEmail.count({ where: { sentAt: null } }),
    prisma.outboxEmail.count({ where: { sentAt: null, error: { not: null } } }),
  ]);
  return { waiting, failed };
}
