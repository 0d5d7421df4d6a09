-- Wizard submissions for an existing account's address wait here until the owner confirms (issue #13).
-- CreateTable
CREATE TABLE "PendingApplication" (
    "id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "tokenHash" TEXT,
    "answers" JSONB NOT NULL,
    "matches" JSONB NOT NULL,
    "consentAt" TIMESTAMP(3) NOT NULL,
    "consentNoticeVersion" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "ip" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PendingApplication_pkey" PRIMARY KEY ("id")
);

-- Soft credit checks, run only after recorded consent.
-- CreateTable
CREATE TABLE "CreditCheck" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "bureau" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'soft',
    "status" TEXT NOT NULL,
    "score" INTEGER,
    "band" TEXT,
    "bureauReference" TEXT,
    "consentAt" TIMESTAMP(3) NOT NULL,
    "consentNoticeVersion" TEXT NOT NULL,
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "CreditCheck_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PendingApplication_seq_key" ON "PendingApplication"("seq");

-- CreateIndex
CREATE UNIQUE INDEX "PendingApplication_number_key" ON "PendingApplication"("number");

-- CreateIndex
CREATE UNIQUE INDEX "PendingApplication_tokenHash_key" ON "PendingApplication"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "PendingApplication_idempotencyKey_key" ON "PendingApplication"("idempotencyKey");

-- CreateIndex
CREATE INDEX "PendingApplication_expiresAt_idx" ON "PendingApplication"("expiresAt");

-- CreateIndex
CREATE INDEX "CreditCheck_applicationId_requestedAt_idx" ON "CreditCheck"("applicationId", "requestedAt");

-- AddForeignKey
ALTER TABLE "CreditCheck" ADD CONSTRAINT "CreditCheck_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;
