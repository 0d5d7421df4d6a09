-- Expired rate-limit windows are purged by "resetAt" (lib/http/rate-limit.ts): index it.
CREATE INDEX "RateLimit_resetAt_idx" ON "RateLimit"("resetAt");
