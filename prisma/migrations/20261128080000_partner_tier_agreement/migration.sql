-- Issue 35 item 4 (docs/decisions/077-partner-tier-and-agreement.md): a partner's tier in the
-- programme (set by admin, audited) and the version of the partner agreement they accepted, when
-- and from where.

-- AlterTable
ALTER TABLE "User" ADD COLUMN "partnerTier" TEXT,
ADD COLUMN "partnerAgreementVersion" TEXT,
ADD COLUMN "partnerAgreementAcceptedAt" TIMESTAMP(3),
ADD COLUMN "partnerAgreementIp" TEXT;
