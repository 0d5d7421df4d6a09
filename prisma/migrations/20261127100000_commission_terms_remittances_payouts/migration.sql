-- Issue 35 (docs/decisions/058-commission-terms-and-remittances.md, 059-payout-runs-and-aba.md):
-- lender commission terms that match the trade (trail basis, a clawback schedule, paid on settlement
-- or on receipt, the remittance column mapping), partner payout accounts, remittances and their
-- lines, payout runs, and what each commission line has received, is payable and was paid by.

-- CreateEnum
CREATE TYPE "TrailBasis" AS ENUM ('outstanding_balance', 'original_amount');

-- CreateEnum
CREATE TYPE "CommissionPaidOn" AS ENUM ('settlement', 'receipt');

-- CreateEnum
CREATE TYPE "RemittanceLineStatus" AS ENUM ('matched', 'short_paid', 'over_paid', 'unmatched');

-- CreateEnum
CREATE TYPE "PayoutRunStatus" AS ENUM ('prepared', 'approved', 'paid', 'cancelled');

-- AlterTable
ALTER TABLE "Lender" ADD COLUMN "trailBasis" "TrailBasis" NOT NULL DEFAULT 'outstanding_balance',
ADD COLUMN "clawbackSchedule" JSONB,
ADD COLUMN "commissionPaidOn" "CommissionPaidOn" NOT NULL DEFAULT 'settlement',
ADD COLUMN "remittanceMapping" JSONB;

-- A lender whose window or share was set to something other than the old default (12 months, 100%)
-- keeps it as its own one-tier schedule; the rest take the standard schedule (null).
UPDATE "Lender" SET "clawbackSchedule" = CASE
  WHEN "clawbackMonths" = 0 OR "clawbackRateBps" = 0 THEN '[]'::jsonb
  ELSE jsonb_build_array(jsonb_build_object('fromMonth', 1, 'toMonth', "clawbackMonths", 'rateBps', "clawbackRateBps"))
END
WHERE NOT ("clawbackMonths" = 12 AND "clawbackRateBps" = 10000);

ALTER TABLE "Lender" DROP COLUMN "clawbackMonths",
DROP COLUMN "clawbackRateBps";

-- AlterTable
ALTER TABLE "User" ADD COLUMN "payoutBsb" TEXT,
ADD COLUMN "payoutAccountNumber" TEXT,
ADD COLUMN "payoutAccountName" TEXT;

-- AlterTable
ALTER TABLE "Commission" ADD COLUMN "lenderCents" INTEGER,
ADD COLUMN "receivedCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "payableAt" TIMESTAMP(3),
ADD COLUMN "payableCents" INTEGER,
ADD COLUMN "payoutRunId" TEXT;

-- Every lender paid on settlement until now: what is on the ledger was payable when it was earned.
UPDATE "Commission" SET "payableAt" = "earnedAt", "payableCents" = "amountCents";

-- CreateTable
CREATE TABLE "Remittance" (
    "id" TEXT NOT NULL,
    "lenderId" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "fileHash" TEXT NOT NULL,
    "totalCents" INTEGER NOT NULL,
    "importedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Remittance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RemittanceLine" (
    "id" TEXT NOT NULL,
    "remittanceId" TEXT NOT NULL,
    "lineNumber" INTEGER NOT NULL,
    "reference" TEXT NOT NULL,
    "period" TEXT,
    "amountCents" INTEGER NOT NULL,
    "expectedCents" INTEGER,
    "status" "RemittanceLineStatus" NOT NULL,
    "settlementId" TEXT,
    "commissionId" TEXT,

    CONSTRAINT "RemittanceLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PayoutRun" (
    "id" TEXT NOT NULL,
    "seq" SERIAL NOT NULL,
    "reference" TEXT NOT NULL,
    "periodFrom" TIMESTAMP(3) NOT NULL,
    "periodTo" TIMESTAMP(3) NOT NULL,
    "status" "PayoutRunStatus" NOT NULL DEFAULT 'prepared',
    "totalCents" INTEGER NOT NULL,
    "preparedById" TEXT NOT NULL,
    "approvedById" TEXT,
    "approvedAt" TIMESTAMP(3),
    "paidOn" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PayoutRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Commission_payoutRunId_idx" ON "Commission"("payoutRunId");

-- CreateIndex
CREATE INDEX "Commission_paid_payableAt_idx" ON "Commission"("paid", "payableAt");

-- CreateIndex
CREATE UNIQUE INDEX "Remittance_fileHash_key" ON "Remittance"("fileHash");

-- CreateIndex
CREATE INDEX "Remittance_lenderId_createdAt_idx" ON "Remittance"("lenderId", "createdAt");

-- CreateIndex
CREATE INDEX "RemittanceLine_settlementId_idx" ON "RemittanceLine"("settlementId");

-- CreateIndex
CREATE INDEX "RemittanceLine_commissionId_idx" ON "RemittanceLine"("commissionId");

-- CreateIndex
CREATE UNIQUE INDEX "RemittanceLine_remittanceId_lineNumber_key" ON "RemittanceLine"("remittanceId", "lineNumber");

-- CreateIndex
CREATE UNIQUE INDEX "PayoutRun_seq_key" ON "PayoutRun"("seq");

-- CreateIndex
CREATE UNIQUE INDEX "PayoutRun_reference_key" ON "PayoutRun"("reference");

-- CreateIndex
CREATE INDEX "PayoutRun_status_createdAt_idx" ON "PayoutRun"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "Commission" ADD CONSTRAINT "Commission_payoutRunId_fkey" FOREIGN KEY ("payoutRunId") REFERENCES "PayoutRun"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Remittance" ADD CONSTRAINT "Remittance_lenderId_fkey" FOREIGN KEY ("lenderId") REFERENCES "Lender"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Remittance" ADD CONSTRAINT "Remittance_importedById_fkey" FOREIGN KEY ("importedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RemittanceLine" ADD CONSTRAINT "RemittanceLine_remittanceId_fkey" FOREIGN KEY ("remittanceId") REFERENCES "Remittance"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RemittanceLine" ADD CONSTRAINT "RemittanceLine_settlementId_fkey" FOREIGN KEY ("settlementId") REFERENCES "Settlement"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RemittanceLine" ADD CONSTRAINT "RemittanceLine_commissionId_fkey" FOREIGN KEY ("commissionId") REFERENCES "Commission"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayoutRun" ADD CONSTRAINT "PayoutRun_preparedById_fkey" FOREIGN KEY ("preparedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayoutRun" ADD CONSTRAINT "PayoutRun_approvedById_fkey" FOREIGN KEY ("approvedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
