-- E-mail delivery through background jobs: attempts, backoff and a claim per outbox row.
ALTER TABLE "OutboxEmail" ADD COLUMN "attempts" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "OutboxEmail" ADD COLUMN "nextAttemptAt" TIMESTAMP(3);
ALTER TABLE "OutboxEmail" ADD COLUMN "claimedAt" TIMESTAMP(3);
CREATE INDEX "OutboxEmail_sentAt_nextAttemptAt_idx" ON "OutboxEmail"("sentAt", "nextAttemptAt");
