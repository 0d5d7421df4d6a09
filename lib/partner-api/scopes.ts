/**
 * What a partner API key may do (ADR 072). A key holds one or more; each /api/v1 route names the one
 * it needs. No zod and no server code: the portal's form imports it too.
 */
export const API_SCOPES = ["leads:write", "applications:read", "documents:write"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const SCOPE_LABELS: Record<ApiScope, string> = {
  "leads:write": "Send leads and applications for your clients",
  "applications:read": "Read your referred applications' status and offers",
  "documents:write": "Upload documents to your referred applications",
};

/** The public start of every key; the rest is 32 random bytes in base64url. */
export const KEY_PREFIX = "bfk_";

export const isApiScope = (value: string): value is ApiScope => (API_SCOPES as readonly string[]).includes(value);
