/**
 * What a copy of an Application row may not carry into a write: its identity and unique keys, and
 * businessNameKey, which the database generates (ADR 039).
 */
export const APPLICATION_OWN_FIELDS = [
  "id",
  "seq",
  "number",
  "idempotencyKey",
  "acceptedOfferId",
  "businessNameKey",
] as const;
