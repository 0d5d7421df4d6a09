-- Issue 19 (docs/decisions/039-business-name-search-key.md, amended): the business name's search key
-- without any spaces ("coastalbakery4242"), where it kept one between words. pg_trgm takes the
-- trigrams of each word apart, so with spaces a search for "Coastal Bakery" asked the index for a dozen
-- trigrams that every "Coastal …" or "… Bakery" (or "B…") name has, and intersected their long
-- posting lists: 8 ms of the search's 14 at 1M applications. Without spaces the words run together
-- and the key has the trigrams across them ("alb", "lba"), which only names with both words have:
-- 2.5-2.9 ms. The key stays a superset test (a name containing the search text has a key containing
-- the pattern: removing every space from both keeps a substring a substring); the name's own ILIKE
-- still decides every match (lib/applications/name-search.ts). PostgreSQL 15 cannot change a generated
-- column's expression in place, so the column is made again.
DROP INDEX IF EXISTS "Application_businessNameKey_trgm_idx";
ALTER TABLE "Application" DROP COLUMN "businessNameKey";
ALTER TABLE "Application" ADD COLUMN "businessNameKey" TEXT GENERATED ALWAYS AS (
  regexp_replace(regexp_replace(lower("businessName"), '\m(pty|ltd|limited|proprietary)\M', '', 'g'), '\s+', '', 'g')
) STORED;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "Application_businessNameKey_trgm_idx" ON "Application" USING GIN ("businessNameKey" gin_trgm_ops)
      WITH (gin_pending_list_limit = 64);
  END IF;
END
$$;
