-- Issue 16: e-mails carry attachments (the lender package: the application PDF and approved documents).
ALTER TABLE "OutboxEmail" ADD COLUMN "attachments" JSONB;
