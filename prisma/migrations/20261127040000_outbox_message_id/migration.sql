-- Issue 40 items 2-3 (docs/decisions/021-background-jobs.md): the outbox e-mail's claim carries the
-- claiming worker's token (it renews the claim while it sends, so the lease can be short), and the
-- Message-ID fixed at the first attempt and sent with every resend.
ALTER TABLE "OutboxEmail" ADD COLUMN "claimToken" TEXT;
ALTER TABLE "OutboxEmail" ADD COLUMN "messageId" TEXT;
