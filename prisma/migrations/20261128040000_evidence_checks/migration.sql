-- Issue 33 items 2, 4, 5 (docs/decisions/071-bureau-identity-and-ppsr-checks.md): consent per person,
-- and bureau, identity, screening and PPSR checks with their results encrypted at rest.
-- CreateTable
CREATE TABLE "CheckConsent" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "subjectName" TEXT NOT NULL,
    "noticeVersion" TEXT NOT NULL,
    "recordedById" TEXT,
    "givenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CheckConsent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EvidenceCheck" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "subjectName" TEXT NOT NULL,
    "consentId" TEXT,
    "provider" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "outcome" TEXT,
    "resultEnc" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "failure" TEXT,
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "EvidenceCheck_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CheckConsent_applicationId_subject_key" ON "CheckConsent"("applicationId", "subject");

-- CreateIndex
CREATE UNIQUE INDEX "EvidenceCheck_applicationId_kind_subject_key" ON "EvidenceCheck"("applicationId", "kind", "subject");

-- CreateIndex
CREATE INDEX "EvidenceCheck_status_requestedAt_idx" ON "EvidenceCheck"("status", "requestedAt");

-- AddForeignKey
ALTER TABLE "CheckConsent" ADD CONSTRAINT "CheckConsent_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EvidenceCheck" ADD CONSTRAINT "EvidenceCheck_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EvidenceCheck" ADD CONSTRAINT "EvidenceCheck_consentId_fkey" FOREIGN KEY ("consentId") REFERENCES "CheckConsent"("id") ON DELETE SET NULL ON UPDATE CASCADE;
