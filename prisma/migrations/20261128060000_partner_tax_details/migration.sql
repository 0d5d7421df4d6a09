-- Issue 35 item 3 (docs/decisions/074-tax-correct-commission-statements.md): a partner's tax details,
-- so a statement is a recipient-created tax invoice for a GST-registered partner and a remittance
-- advice otherwise; and item 4: the partner's tier and the partner agreement version they accepted.

-- AlterTable
ALTER TABLE "User" ADD COLUMN "taxLegalName" TEXT,
ADD COLUMN "taxAbn" TEXT,
ADD COLUMN "gstRegistered" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "taxDetailsUpdatedAt" TIMESTAMP(3);
