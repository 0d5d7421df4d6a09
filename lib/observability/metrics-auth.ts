import { createHash, timingSafeEqual } from "node:crypto";
import { AppError } from "@/lib/http/client";

/**
 * /api/metrics is for the monitoring system only: a bearer token from configuration, compared in
 * constant time. Without a configured token the endpoint does not exist (404).
 */
export function requireMetricsToken(authorization: string | null, configured: string | undefined): void {
  if (!configured) throw new AppError("not_found");
  const given = /^Bearer (.+)$/.exec(authorization ?? "")?.[1] ?? "";
  const digest = (v: string) => createHash("sha256").update(v).digest();
  if (!timingSafeEqual(digest(given), digest(configured))) throw new AppError("unauthorized");
}
