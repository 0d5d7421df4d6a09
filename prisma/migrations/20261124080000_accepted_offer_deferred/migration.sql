-- Application.acceptedOfferId points at an Offer, and every Offer points back at its Application: a
-- cycle. Checking this one side at commit lets a restore (lib/db/backup.ts) load applications before
-- their offers in one transaction; the application code sets it only after the offer exists anyway.
ALTER TABLE "Application" ALTER CONSTRAINT "Application_acceptedOfferId_fkey" DEFERRABLE INITIALLY DEFERRED;
