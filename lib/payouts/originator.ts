/**
 * Who the ABA file says is paying (ADR 059): our bank, direct-entry user and the account the credits
 * come from. Set by ABA_* environment variables in production; the defaults are the demo's and
 * mark the file as a test file for any bank that would look (APCA user id 000000).
 */
import { singleLine, z } from "@/lib/validation/client";
import type { AbaOriginator } from "./aba";

const schema = z.object({
  ABA_BANK: singleLine()
    .regex(/^[A-Z]{3}$/, "3 capital letters")
    .default("CBA"),
  ABA_USER_NAME: singleLine().min(1).max(26).default("BIZFUND AUSTRALIA PTY LTD"),
  ABA_APCA_ID: singleLine()
    .regex(/^\d{6}$/, "6 digits")
    .default("000000"),
  ABA_DESCRIPTION: singleLine().min(1).max(12).default("COMMISSIONS"),
  ABA_TRACE_BSB: singleLine()
    .regex(/^\d{3}-\d{3}$/, "XXX-XXX")
    .default("062-000"),
  ABA_TRACE_ACCOUNT: singleLine()
    .regex(/^\d{1,9}$/, "up to 9 digits")
    .default("00000000"),
  ABA_REMITTER: singleLine().min(1).max(16).default("BIZFUND"),
});

export function abaOriginator(env: Record<string, string | undefined> = process.env): AbaOriginator {
  const e = schema.parse(Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith("ABA_") && v)));
  return {
    bank: e.ABA_BANK,
    userName: e.ABA_USER_NAME,
    apcaId: e.ABA_APCA_ID,
    description: e.ABA_DESCRIPTION,
    traceBsb: e.ABA_TRACE_BSB,
    traceAccount: e.ABA_TRACE_ACCOUNT,
    remitter: e.ABA_REMITTER,
  };
}
