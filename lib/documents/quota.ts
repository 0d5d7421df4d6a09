import "server-only";
import type { Prisma } from "@/lib/db";
import { AppError, isAppError } from "@/lib/http/client";
import { rateLimit } from "@/lib/http/rate-limit";
import { QUOTA } from "./rules";

const MB = 1024 * 1024;
const MORE = "Please contact us if you need to send more.";

export const QUOTA_MESSAGES = {
  userFiles: `You have reached the limit of ${QUOTA.userFiles} documents. ${MORE}`,
  userBytes: `This file would take your documents over the ${QUOTA.userBytes / MB} MB storage limit. ${MORE}`,
  applicationFiles: `This application already has ${QUOTA.applicationFiles} documents, the most it can hold. ${MORE}`,
};

/** Upload attempts per user per hour (counted before the body is read, so refusals are cheap). */
export async function limitUploadRate(userId: string): Promise<void> {
  try {
    await rateLimit(`upload:user:${userId}`, QUOTA.uploadsPerHour, 3600);
  } catch (error) {
    if (!isAppError(error) || error.code !== "rate_limited") throw error;
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    throw new AppError(
      "rate_limited",
      `You can upload up to ${QUOTA.uploadsPerHour} files an hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      { retryAfterSeconds: error.retryAfterSeconds },
    );
  }
}

type Tx = Pick<Prisma.TransactionClient, "document" | "$queryRaw">;

/**
 * Refuses (413) an upload that would take the user or the application past its quota. With `lock`
 * (inside the transaction that inserts the row) the user's row is locked first, so two parallel
 * uploads cannot both pass the check on PostgreSQL.
 */
export async function assertQuota(
  tx: Tx,
  userId: string,
  applicationId: string,
  addBytes: number,
  { lock = false } = {},
): Promise<void> {
  if (lock) await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
  const mine = await tx.document.aggregate({
    where: { ownerId: userId },
    _sum: { sizeBytes: true },
    _count: { _all: true },
  });
  if (mine._count._all >= QUOTA.userFiles) throw new AppError("payload_too_large", QUOTA_MESSAGES.userFiles);
  if ((mine._sum.sizeBytes ?? 0) + addBytes > QUOTA.userBytes)
    throw new AppError("payload_too_large", QUOTA_MESSAGES.userBytes);
  if ((await tx.document.count({ where: { applicationId } })) >= QUOTA.applicationFiles)
    throw new AppError("payload_too_large", QUOTA_MESSAGES.applicationFiles);
}
