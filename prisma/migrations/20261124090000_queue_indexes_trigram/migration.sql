-- Issue 19: the staff queue at 100k and 1M applications (docs/decisions/028-database-at-scale.md).

-- Trigram indexes serve the queue's search box: Prisma's case-insensitive `contains` is ILIKE '%…%'
-- and `startsWith` is LIKE '…%', both of which a gin_trgm_ops index answers (3+ characters).
-- pg_trgm is a trusted extension (the database owner may create it) and PGlite ships it. Where a
-- server lacks it, the indexes are skipped and the same queries fall back to a sequential scan.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX "Application_businessName_trgm_idx" ON "Application" USING GIN ("businessName" gin_trgm_ops);
    CREATE INDEX "Application_number_trgm_idx" ON "Application" USING GIN ("number" gin_trgm_ops);
    CREATE INDEX "Application_abn_trgm_idx" ON "Application" USING GIN ("abn" gin_trgm_ops);
  ELSE
    RAISE NOTICE 'pg_trgm is not available: the staff queue search runs without trigram indexes';
  END IF;
END
$$;

-- A status filter with the amount or risk sort: a rare status reads only its own rows.
CREATE INDEX "Application_status_loanAmount_id_idx" ON "Application"("status", "loanAmount", "id");
CREATE INDEX "Application_status_riskScore_id_idx" ON "Application"("status", "riskScore", "id");
