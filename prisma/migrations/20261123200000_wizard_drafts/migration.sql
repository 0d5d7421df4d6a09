-- The wizard saved on the server as the applicant goes, resumable on another device (issue #15, ADR 014).
-- CreateTable
CREATE TABLE "WizardDraft" (
    "id" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "resumeTokenHash" TEXT,
    "userId" TEXT,
    "answers" JSONB NOT NULL,
    "step" INTEGER NOT NULL DEFAULT 1,
    "email" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WizardDraft_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WizardDraft_secretHash_key" ON "WizardDraft"("secretHash");

-- CreateIndex
CREATE UNIQUE INDEX "WizardDraft_resumeTokenHash_key" ON "WizardDraft"("resumeTokenHash");

-- CreateIndex
CREATE INDEX "WizardDraft_userId_updatedAt_idx" ON "WizardDraft"("userId", "updatedAt");

-- CreateIndex
CREATE INDEX "WizardDraft_expiresAt_idx" ON "WizardDraft"("expiresAt");

-- AddForeignKey
ALTER TABLE "WizardDraft" ADD CONSTRAINT "WizardDraft_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
