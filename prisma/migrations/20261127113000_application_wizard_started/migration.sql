-- Issue 37 item 3 (docs/decisions/064-measured-times-calculators-statuses-reveal.md): when the
-- applicant's wizard draft was created, kept on the application at submission (the draft itself is
-- deleted), so the time to complete the wizard is measured from our own data.
ALTER TABLE "Application" ADD COLUMN "wizardStartedAt" TIMESTAMP(3);
CREATE INDEX "Application_submittedAt_idx" ON "Application"("submittedAt");
