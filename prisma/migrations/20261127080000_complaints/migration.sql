-- Issue 34 item 5 (docs/decisions/061-complaints-register.md): the complaints register.
-- CreateEnum
CREATE TYPE "ComplaintStatus" AS ENUM ('received', 'acknowledged', 'in_progress', 'resolved', 'referred_to_afca');

-- CreateTable
CREATE TABLE "Complaint" (
    "id" TEXT NOT NULL,
    "seq" SERIAL NOT NULL,
    "reference" TEXT NOT NULL,
    "complainantId" TEXT,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "applicationId" TEXT,
    "category" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "status" "ComplaintStatus" NOT NULL DEFAULT 'received',
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "acknowledgeBy" TIMESTAMP(3) NOT NULL,
    "respondBy" TIMESTAMP(3) NOT NULL,
    "acknowledgedAt" TIMESTAMP(3),
    "escalatedToId" TEXT,
    "escalatedAt" TIMESTAMP(3),
    "outcome" TEXT,
    "resolvedAt" TIMESTAMP(3),
    "unhappyAt" TIMESTAMP(3),
    "referredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Complaint_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Complaint_seq_key" ON "Complaint"("seq");
CREATE UNIQUE INDEX "Complaint_reference_key" ON "Complaint"("reference");
CREATE INDEX "Complaint_status_respondBy_idx" ON "Complaint"("status", "respondBy");
CREATE INDEX "Complaint_complainantId_receivedAt_idx" ON "Complaint"("complainantId", "receivedAt");

-- AddForeignKey
ALTER TABLE "Complaint" ADD CONSTRAINT "Complaint_complainantId_fkey" FOREIGN KEY ("complainantId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Complaint" ADD CONSTRAINT "Complaint_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Complaint" ADD CONSTRAINT "Complaint_escalatedToId_fkey" FOREIGN KEY ("escalatedToId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
