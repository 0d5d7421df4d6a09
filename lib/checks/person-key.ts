import { createHash } from "node:crypto";

/**
 * A person on an application as the checks and the directors' consents key them (ADR 071, 083): their
 * name and date of birth, since directors are re-created on each save of the full application. Pure.
 */
export function personKey(fullName: string, dateOfBirth: string | null): string {
  const basis = `${fullName.trim().toLowerCase().replace(/\s+/g, " ")}|${dateOfBirth ?? ""}`;
  return `person:${createHash("sha256").update(basis).digest("hex").slice(0, 24)}`;
}
