-- Issue 19 (docs/decisions/028-database-at-scale.md): a GIN index keeps new entries in a pending list
-- (up to 4 MB by default) that every search reads in full until vacuum merges it. At 1M applications
-- a rare name search spent most of its time there (22 ms, 2 ms once merged). Capped at 64 kB, the
-- smallest allowed: inserts still go in batches, and a search reads at most 8 pending pages. The
-- trigram indexes exist only where pg_trgm does (20261124090000); the lists are merged now.
DO $$
DECLARE
  idx text;
BEGIN
  FOREACH idx IN ARRAY ARRAY['Application_businessName_trgm_idx', 'Application_number_trgm_idx', 'Application_abn_trgm_idx']
  LOOP
    IF to_regclass(format('%I', idx)) IS NOT NULL THEN
      EXECUTE format('ALTER INDEX %I SET (gin_pending_list_limit = 64)', idx);
      PERFORM gin_clean_pending_list(to_regclass(format('%I', idx)));
    END IF;
  END LOOP;
END
$$;
