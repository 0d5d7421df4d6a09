-- From quotes to a settled loan (issue 16): lender submissions and their decisions, offers the client
-- accepts, contracts, settlement and its commissions, the analyst's queue (assignee, internal notes,
-- status targets) and per-kind e-mail preferences.
-- CreateEnum
CREATE TYPE "SubmissionStatus" AS ENUM ('submitted', 'assessing', 'action_required', 'conditionally_approved', 'offered', 'declined', 'withdrawn');

-- CreateEnum
CREATE TYPE "OfferStatus" AS ENUM ('open', 'accepted', 'declined', 'released', 'expired');

-- CreateEnum
CREATE TYPE "LenderDriver" AS ENUM ('simulated', 'email');

-- AlterTable
ALTER TABLE "User" ADD COLUMN "mutedEmailKinds" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "commissionSplitBps" INTEGER;

-- AlterTable
ALTER TABLE "Application" ADD COLUMN "assigneeId" TEXT,
ADD COLUMN "statusChangedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN "acceptedOfferId" TEXT;

-- Existing files entered their current status at their last recorded change (or creation).
UPDATE "Application" a SET "statusChangedAt" = COALESCE(
  (SELECT MAX(c."createdAt") FROM "ApplicationStatusChange" c WHERE c."applicationId" = a."id"), a."createdAt");

-- AlterTable
ALTER TABLE "Lender" ADD COLUMN "driver" "LenderDriver" NOT NULL DEFAULT 'simulated',
ADD COLUMN "submissionEmail" TEXT,
ADD COLUMN "commissionRateBps" INTEGER NOT NULL DEFAULT 100,
ADD COLUMN "trailRateBps" INTEGER NOT NULL DEFAULT 25,
ADD COLUMN "clawbackMonths" INTEGER NOT NULL DEFAULT 12,
ADD COLUMN "clawbackRateBps" INTEGER NOT NULL DEFAULT 10000;

-- AlterTable
ALTER TABLE "Commission" ADD COLUMN "settlementId" TEXT,
ADD COLUMN "period" TEXT,
ADD COLUMN "note" TEXT;

-- CreateTable
CREATE TABLE "LenderSubmission" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "lenderId" TEXT NOT NULL,
    "driver" "LenderDriver" NOT NULL,
    "status" "SubmissionStatus" NOT NULL DEFAULT 'submitted',
    "reference" TEXT,
    "conditions" JSONB,
    "declineReason" TEXT,
    "submittedById" TEXT,
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),
    "withdrawnAt" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LenderSubmission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Offer" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "lenderId" TEXT NOT NULL,
    "status" "OfferStatus" NOT NULL DEFAULT 'open',
    "amount" INTEGER NOT NULL,
    "termMonths" INTEGER NOT NULL,
    "repaymentCents" INTEGER NOT NULL,
    "repaymentFrequency" TEXT NOT NULL,
    "interestRateBps" INTEGER NOT NULL,
    "aprBps" INTEGER NOT NULL,
    "fees" JSONB NOT NULL,
    "totalRepayableCents" INTEGER NOT NULL,
    "totalCostCents" INTEGER NOT NULL,
    "earlyRepayment" TEXT NOT NULL,
    "security" TEXT NOT NULL,
    "guarantees" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "acceptedAt" TIMESTAMP(3),
    "acceptedById" TEXT,
    "acceptedIp" TEXT,
    "acceptedTerms" JSONB,
    "closedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Offer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Contract" (
    "id" TEXT NOT NULL,
    "offerId" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "provider" TEXT NOT NULL DEFAULT 'click',
    "status" TEXT NOT NULL DEFAULT 'ready',
    "documentSha256" TEXT NOT NULL,
    "documentId" TEXT,
    "signedDocumentId" TEXT,
    "signerName" TEXT,
    "signerId" TEXT,
    "consentText" TEXT,
    "signedAt" TIMESTAMP(3),
    "signedIp" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Contract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Settlement" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "offerId" TEXT,
    "lenderId" TEXT NOT NULL,
    "settledOn" TIMESTAMP(3) NOT NULL,
    "amountFunded" INTEGER NOT NULL,
    "lenderReference" TEXT NOT NULL,
    "termMonths" INTEGER NOT NULL,
    "interestRateBps" INTEGER NOT NULL,
    "repaymentCents" INTEGER NOT NULL,
    "repaymentFrequency" TEXT NOT NULL,
    "recordedById" TEXT,
    "closedReason" TEXT,
    "closedOn" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Settlement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InternalNote" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "authorId" TEXT,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InternalNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StatusTarget" (
    "status" "ApplicationStatus" NOT NULL,
    "targetHours" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StatusTarget_pkey" PRIMARY KEY ("status")
);

-- CreateIndex
CREATE UNIQUE INDEX "Application_acceptedOfferId_key" ON "Application"("acceptedOfferId");

-- CreateIndex
CREATE INDEX "Application_assigneeId_createdAt_idx" ON "Application"("assigneeId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Commission_applicationId_kind_period_key" ON "Commission"("applicationId", "kind", "period");

-- CreateIndex
CREATE INDEX "Commission_settlementId_idx" ON "Commission"("settlementId");

-- CreateIndex
CREATE UNIQUE INDEX "LenderSubmission_applicationId_lenderId_key" ON "LenderSubmission"("applicationId", "lenderId");

-- CreateIndex
CREATE INDEX "LenderSubmission_status_updatedAt_idx" ON "LenderSubmission"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "LenderSubmission_lenderId_idx" ON "LenderSubmission"("lenderId");

-- CreateIndex
CREATE INDEX "Offer_applicationId_status_idx" ON "Offer"("applicationId", "status");

-- CreateIndex
CREATE INDEX "Offer_submissionId_idx" ON "Offer"("submissionId");

-- CreateIndex
CREATE INDEX "Offer_status_expiresAt_idx" ON "Offer"("status", "expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "Contract_offerId_key" ON "Contract"("offerId");

-- CreateIndex
CREATE INDEX "Contract_applicationId_idx" ON "Contract"("applicationId");

-- CreateIndex
CREATE UNIQUE INDEX "Settlement_applicationId_key" ON "Settlement"("applicationId");

-- CreateIndex
CREATE INDEX "Settlement_lenderId_settledOn_idx" ON "Settlement"("lenderId", "settledOn");

-- CreateIndex
CREATE INDEX "Settlement_settledOn_idx" ON "Settlement"("settledOn");

-- CreateIndex
CREATE INDEX "InternalNote_applicationId_createdAt_idx" ON "InternalNote"("applicationId", "createdAt");

-- AddForeignKey
ALTER TABLE "Application" ADD CONSTRAINT "Application_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Application" ADD CONSTRAINT "Application_acceptedOfferId_fkey" FOREIGN KEY ("acceptedOfferId") REFERENCES "Offer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Commission" ADD CONSTRAINT "Commission_settlementId_fkey" FOREIGN KEY ("settlementId") REFERENCES "Settlement"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LenderSubmission" ADD CONSTRAINT "LenderSubmission_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LenderSubmission" ADD CONSTRAINT "LenderSubmission_lenderId_fkey" FOREIGN KEY ("lenderId") REFERENCES "Lender"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LenderSubmission" ADD CONSTRAINT "LenderSubmission_submittedById_fkey" FOREIGN KEY ("submittedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "LenderSubmission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_lenderId_fkey" FOREIGN KEY ("lenderId") REFERENCES "Lender"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_acceptedById_fkey" FOREIGN KEY ("acceptedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_offerId_fkey" FOREIGN KEY ("offerId") REFERENCES "Offer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_signerId_fkey" FOREIGN KEY ("signerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Settlement" ADD CONSTRAINT "Settlement_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Settlement" ADD CONSTRAINT "Settlement_lenderId_fkey" FOREIGN KEY ("lenderId") REFERENCES "Lender"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Settlement" ADD CONSTRAINT "Settlement_recordedById_fkey" FOREIGN KEY ("recordedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InternalNote" ADD CONSTRAINT "InternalNote_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InternalNote" ADD CONSTRAINT "InternalNote_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
