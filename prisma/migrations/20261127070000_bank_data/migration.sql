-- Issue 33 item 1 (docs/decisions/056-bank-data-and-analysis.md): open-banking connections, bank
-- statements (transactions encrypted at rest) and the latest analysis of an application's bank data.
-- CreateTable
CREATE TABLE "BankConnection" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "externalId" TEXT,
    "stateHash" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "startedById" TEXT,
    "failure" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "connectedAt" TIMESTAMP(3),
    "fetchedAt" TIMESTAMP(3),

    CONSTRAINT "BankConnection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankStatement" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "connectionId" TEXT,
    "documentId" TEXT,
    "fileName" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "bank" TEXT,
    "maskedNumber" TEXT,
    "periodFrom" TEXT NOT NULL,
    "periodTo" TEXT NOT NULL,
    "transactionCount" INTEGER NOT NULL,
    "contentEnc" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankStatement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankDataAnalysis" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "statementIds" TEXT[] NOT NULL,
    "resultEnc" TEXT NOT NULL,
    "flagCodes" TEXT[] NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankDataAnalysis_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BankConnection_stateHash_key" ON "BankConnection"("stateHash");

-- CreateIndex
CREATE INDEX "BankConnection_applicationId_createdAt_idx" ON "BankConnection"("applicationId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "BankStatement_applicationId_sha256_key" ON "BankStatement"("applicationId", "sha256");

-- CreateIndex
CREATE INDEX "BankStatement_applicationId_createdAt_idx" ON "BankStatement"("applicationId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "BankDataAnalysis_applicationId_key" ON "BankDataAnalysis"("applicationId");

-- AddForeignKey
ALTER TABLE "BankConnection" ADD CONSTRAINT "BankConnection_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankStatement" ADD CONSTRAINT "BankStatement_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankStatement" ADD CONSTRAINT "BankStatement_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "BankConnection"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankDataAnalysis" ADD CONSTRAINT "BankDataAnalysis_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;
