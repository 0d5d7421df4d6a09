-- Issue 34 items 3 and 4 (docs/decisions/067-disclosures-and-guarantor-signing.md): the credit guide
-- acknowledgement, the needs-and-objectives record, guarantors' signatures and the lender-issued contract.

-- AlterTable
ALTER TABLE "ApplicationDirector" ADD COLUMN "email" TEXT,
ADD COLUMN "mobile" TEXT;

-- AlterTable
ALTER TABLE "Contract" ADD COLUMN "proposalDocumentId" TEXT,
ADD COLUMN "envelopeId" TEXT;

-- CreateTable
CREATE TABLE "GuarantorSigning" (
    "id" TEXT NOT NULL,
    "contractId" TEXT NOT NULL,
    "directorId" TEXT,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "mobile" TEXT,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "codeHash" TEXT,
    "codeExpiresAt" TIMESTAMP(3),
    "codeAttempts" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "signerName" TEXT,
    "consentText" TEXT,
    "documentSha256" TEXT,
    "signedAt" TIMESTAMP(3),
    "signedIp" TEXT,
    "signedVia" TEXT,
    "signedDocumentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GuarantorSigning_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditGuideAcknowledgement" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "ip" TEXT,
    "acknowledgedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CreditGuideAcknowledgement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NeedsObjectives" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "termMonths" INTEGER NOT NULL,
    "repaymentPreference" TEXT NOT NULL,
    "whyThisProduct" TEXT NOT NULL,
    "completedById" TEXT,
    "completedByRole" TEXT NOT NULL,
    "completedAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NeedsObjectives_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Contract_envelopeId_key" ON "Contract"("envelopeId");
CREATE UNIQUE INDEX "GuarantorSigning_tokenHash_key" ON "GuarantorSigning"("tokenHash");
CREATE INDEX "GuarantorSigning_contractId_idx" ON "GuarantorSigning"("contractId");
CREATE UNIQUE INDEX "GuarantorSigning_contractId_directorId_key" ON "GuarantorSigning"("contractId", "directorId");
CREATE UNIQUE INDEX "CreditGuideAcknowledgement_userId_version_key" ON "CreditGuideAcknowledgement"("userId", "version");
CREATE UNIQUE INDEX "NeedsObjectives_applicationId_key" ON "NeedsObjectives"("applicationId");

-- AddForeignKey
ALTER TABLE "GuarantorSigning" ADD CONSTRAINT "GuarantorSigning_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "GuarantorSigning" ADD CONSTRAINT "GuarantorSigning_directorId_fkey" FOREIGN KEY ("directorId") REFERENCES "ApplicationDirector"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "CreditGuideAcknowledgement" ADD CONSTRAINT "CreditGuideAcknowledgement_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "NeedsObjectives" ADD CONSTRAINT "NeedsObjectives_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;
