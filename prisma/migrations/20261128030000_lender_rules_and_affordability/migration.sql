-- Issue 33 item 3 (docs/decisions/068-decisions-on-evidence.md): each lender's states, entity types,
-- security rule and serviceability limits (admin-editable), and each offer's affordability line and
-- the note on a capped amount.

-- AlterTable
ALTER TABLE "Lender" ADD COLUMN "states" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "entityTypes" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "securedFromAmount" INTEGER,
ADD COLUMN "securityKind" TEXT NOT NULL DEFAULT 'gsa',
ADD COLUMN "maxRepaymentShareBps" INTEGER NOT NULL DEFAULT 2500,
ADD COLUMN "minAverageBalanceCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "maxDishonours90d" INTEGER NOT NULL DEFAULT 2;

-- AlterTable
ALTER TABLE "Offer" ADD COLUMN "affordabilityLine" TEXT,
ADD COLUMN "decisionNote" TEXT;
