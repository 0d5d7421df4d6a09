-- Issue 34 (docs/decisions/083-director-consent-deletion-voided-contracts.md): each director's own
-- consent to the lenders whose check reaches their consumer credit file, and the deletion carried out
-- after a deletion request (who did it, what was deleted and kept).

-- AlterTable
ALTER TABLE "DataDeletionRequest" ADD COLUMN "completedById" TEXT,
ADD COLUMN "outcome" JSONB;

-- CreateTable
CREATE TABLE "DirectorConsent" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT,
    "mobile" TEXT,
    "lenderIds" TEXT[] NOT NULL,
    "textVersion" TEXT NOT NULL,
    "via" TEXT NOT NULL DEFAULT 'link',
    "tokenHash" TEXT,
    "expiresAt" TIMESTAMP(3),
    "usedAt" TIMESTAMP(3),
    "codeHash" TEXT,
    "codeExpiresAt" TIMESTAMP(3),
    "codeAttempts" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "typedName" TEXT,
    "consentText" TEXT,
    "consentedAt" TIMESTAMP(3),
    "ip" TEXT,
    "userId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DirectorConsent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DirectorConsent_tokenHash_key" ON "DirectorConsent"("tokenHash");

-- CreateIndex
CREATE INDEX "DirectorConsent_applicationId_subject_idx" ON "DirectorConsent"("applicationId", "subject");

-- AddForeignKey
ALTER TABLE "DirectorConsent" ADD CONSTRAINT "DirectorConsent_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;
