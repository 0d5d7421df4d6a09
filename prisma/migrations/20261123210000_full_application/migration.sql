-- The full application (issue 15): business profile and purpose, directors and guarantors, existing debts.
-- Directors' dates of birth and licence numbers are stored encrypted (ADR 015).
-- CreateTable
CREATE TABLE "ApplicationDetails" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "entityType" TEXT,
    "acn" TEXT,
    "tradingStreet" TEXT,
    "tradingSuburb" TEXT,
    "tradingState" TEXT,
    "tradingPostcode" TEXT,
    "gstRegistered" BOOLEAN,
    "anzsicDivision" TEXT,
    "yearsAtAddress" INTEGER,
    "website" TEXT,
    "hasExistingDebts" BOOLEAN,
    "purposeDetail" TEXT,
    "useOfFunds" TEXT,
    "updatedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ApplicationDetails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApplicationDirector" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "fullName" TEXT NOT NULL,
    "dateOfBirthEnc" TEXT,
    "licenceNumberEnc" TEXT,
    "licenceState" TEXT,
    "street" TEXT,
    "suburb" TEXT,
    "state" TEXT,
    "postcode" TEXT,
    "ownershipPercent" INTEGER,
    "guarantor" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApplicationDirector_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApplicationDebt" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "lender" TEXT NOT NULL,
    "facilityType" TEXT NOT NULL,
    "balance" INTEGER NOT NULL,
    "monthlyRepaymentCents" INTEGER NOT NULL,
    "refinance" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApplicationDebt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ApplicationDetails_applicationId_key" ON "ApplicationDetails"("applicationId");

-- CreateIndex
CREATE INDEX "ApplicationDirector_applicationId_position_idx" ON "ApplicationDirector"("applicationId", "position");

-- CreateIndex
CREATE INDEX "ApplicationDebt_applicationId_position_idx" ON "ApplicationDebt"("applicationId", "position");

-- AddForeignKey
ALTER TABLE "ApplicationDetails" ADD CONSTRAINT "ApplicationDetails_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationDirector" ADD CONSTRAINT "ApplicationDirector_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationDebt" ADD CONSTRAINT "ApplicationDebt_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;
