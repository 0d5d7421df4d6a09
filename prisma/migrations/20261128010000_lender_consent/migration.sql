-- Issue 34 items 1-2 (docs/decisions/066-consent-per-lender-and-data-room.md): the owner's consent
-- per lender, each lender's credit enquiry, and the owner's deletion requests.
-- CreateEnum
CREATE TYPE "CreditEnquiry" AS ENUM ('soft', 'hard');

-- CreateEnum
CREATE TYPE "ConsentDecision" AS ENUM ('approved', 'removed');

-- AlterTable
ALTER TABLE "Lender" ADD COLUMN     "creditEnquiry" "CreditEnquiry" NOT NULL DEFAULT 'hard';

-- CreateTable
CREATE TABLE "LenderProposal" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "lenderId" TEXT NOT NULL,
    "proposedById" TEXT NOT NULL,
    "proposedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "requestedAt" TIMESTAMP(3),

    CONSTRAINT "LenderProposal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LenderConsent" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "lenderId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "personName" TEXT NOT NULL,
    "textVersion" TEXT NOT NULL,
    "decision" "ConsentDecision" NOT NULL,
    "ip" TEXT,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LenderConsent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DataDeletionRequest" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "requestedById" TEXT NOT NULL,
    "note" TEXT,
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "DataDeletionRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LenderProposal_applicationId_lenderId_key" ON "LenderProposal"("applicationId", "lenderId");

-- CreateIndex
CREATE INDEX "LenderConsent_applicationId_lenderId_at_idx" ON "LenderConsent"("applicationId", "lenderId", "at");

-- CreateIndex
CREATE INDEX "DataDeletionRequest_applicationId_requestedAt_idx" ON "DataDeletionRequest"("applicationId", "requestedAt");

-- AddForeignKey
ALTER TABLE "LenderProposal" ADD CONSTRAINT "LenderProposal_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LenderProposal" ADD CONSTRAINT "LenderProposal_lenderId_fkey" FOREIGN KEY ("lenderId") REFERENCES "Lender"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LenderConsent" ADD CONSTRAINT "LenderConsent_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LenderConsent" ADD CONSTRAINT "LenderConsent_lenderId_fkey" FOREIGN KEY ("lenderId") REFERENCES "Lender"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataDeletionRequest" ADD CONSTRAINT "DataDeletionRequest_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;
