-- Issue 36 item 4 (docs/decisions/076-daily-notification-digest.md): a user may take their
-- notification e-mails as one digest a day; a notification waiting for the next digest is marked.

-- AlterTable
ALTER TABLE "User" ADD COLUMN "dailyDigest" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "lastDigestAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN "digestPending" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "Notification_digestPending_userId_idx" ON "Notification"("digestPending", "userId");
