import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { logger } from "@/lib/observability/log";
import { isLoopbackUrl, localAppUrl } from "@/lib/local-url";
import { trustedProxiesSetting } from "@/lib/http/client";
import { z } from "@/lib/validation/client";

/** A 256-bit key written as base64 (`openssl rand -base64 32`). */
function base64Key() {
  return z
    .string()
    .trim()
    .refine(
      (v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, "base64").length === 32,
      "must be base64 of exactly 32 bytes (openssl rand -base64 32)",
    );
}

/**
 * Configuration, validated once. Read lazily (not at import) so `next build` never needs
 * run-time secrets and tests can set variables before first use.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * A direct (session) connection for migrations, backups and pg-boss, when DATABASE_URL goes through
   * a transaction-mode pooler (PgBouncer, Supabase's or Neon's pooled URL): advisory locks and
   * pg_dump need a session of their own (docs/deploy.md, Vercel).
   */
  DIRECT_DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  AUTH_SECRET: z.string().min(32).optional(),
  DEV_LOGINS: z.enum(["0", "1"]).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("BizFund Australia <no-reply@bizfund.example>"),
  SUPPORT_INBOX: z.string().email().default("support@bizfund.example"),
  /** Required in production: e-mail links and every redirect are built from it (never from request headers). */
  APP_URL: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//.test(u), "APP_URL must be an http:// or https:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  UPLOADTHING_TOKEN: z.string().optional(),
  STORAGE_DRIVER: z
    .enum(["local", "s3", "uploadthing"])
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(["0", "1"]).optional(),
  ABR_GUID: z.string().optional(),
  /** The e-signature provider's webhook secret (HMAC-SHA256 of the body, ADR 067); unset: the webhook refuses everything. */
  ESIGN_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The provider new contracts use: click (built in, default) or an envelope provider's name. */
  ESIGN_PROVIDER: z.enum(["click", "fake-envelope"]).default("click"),
  TRUSTED_PROXIES: trustedProxiesSetting,
  /** Bearer token for /api/metrics; without it the endpoint answers 404. */
  METRICS_TOKEN: z
    .string()
    .min(16, "METRICS_TOKEN must be at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Field encryption (ADR 015): the current key, base64 of 32 random bytes. */
  FIELD_ENCRYPTION_KEY: base64Key()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * Issue 40: how long start-up waits for the database (and local storage) before the process exits
   * non-zero, so systemd or the container runtime restarts it.
   */
  STARTUP_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Issue 16: how long the simulated lenders take per step (submit → assessing → decision); 0 in tests. */
  SIMULATED_LENDER_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /**
   * Tests and local development only (ADR 073), off by default: host names or addresses, comma-
   * separated, that webhook deliveries may reach although they are loopback or private (and over
   * plain http). Refused on a site that is not on this machine.
   */
  WEBHOOK_TEST_ALLOW_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Retired keys, comma-separated, still accepted for reading while rows are re-encrypted. */
  FIELD_ENCRYPTION_KEYS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .pipe(z.array(base64Key())),
});

export type Env = Omit<z.infer<typeof schema>, "APP_URL"> & { APP_URL: string };

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const value = parsed.data;
  // A Vercel deployment has no lasting disk: the embedded database would vanish with each instance.
  if (process.env.VERCEL && !value.DATABASE_URL && process.env.NEXT_PHASE !== "phase-production-build") {
    throw new Error(
      "Invalid configuration: on Vercel the embedded database cannot work (no lasting disk; every instance would start empty). Set DATABASE_URL to a PostgreSQL database (see docs/deploy.md).",
    );
  }
  // On Vercel, a preview's own URL when APP_URL is not set.
  if (!value.APP_URL && process.env.VERCEL_URL) value.APP_URL = `https://${process.env.VERCEL_URL}`;
  if (!value.APP_URL) {
    // `next build` also runs with NODE_ENV=production but needs no run-time configuration.
    if (value.NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build") {
      throw new Error(
        "Invalid configuration: APP_URL is required in production (the site's public URL, e.g. https://bizfund.example). E-mailed links and redirects are built from it. `npm start` sets it for a local run on 127.0.0.1.",
      );
    }
    value.APP_URL = localAppUrl();
  }
  const appUrl: string = value.APP_URL;
  // Development logins (and the outbox page, which shows every e-mailed sign-in link) skip the
  // password and the staff second factor: only on a site served on this machine (issue #39 item 4).
  if (devLoginsRequested(value) && !isLoopbackUrl(appUrl)) {
    throw new Error(
      `Invalid configuration: development logins (DEV_LOGINS=1 or NODE_ENV=development) are refused unless APP_URL is on this machine (localhost, 127.0.0.0/8 or ::1); APP_URL is ${appUrl}. They would let anyone sign in as the demo client, partner or staff user without a password or second factor, and /dev/outbox would show them the sign-in links e-mailed to real addresses. Unset DEV_LOGINS (or set it to 0) on any site others can reach.`,
    );
  }
  if (!value.AUTH_SECRET) {
    if (value.NODE_ENV === "production" && !isLocalUrl(appUrl)) {
      throw new Error("AUTH_SECRET is required in production (32+ characters).");
    }
    value.AUTH_SECRET = localDevelopmentSecret(value.DATA_DIR);
  }
  if (value.WEBHOOK_TEST_ALLOW_HOSTS.length && !isLoopbackUrl(appUrl)) {
    throw new Error(
      `Invalid configuration: WEBHOOK_TEST_ALLOW_HOSTS lets webhooks reach private addresses and is for tests on this machine only; APP_URL is ${appUrl}. Unset it.`,
    );
  }
  // Identifiers at rest need a real key on a public site; a local run derives one (ADR 015).
  if (!value.FIELD_ENCRYPTION_KEY && value.NODE_ENV === "production" && !isLocalUrl(appUrl)) {
    throw new Error(
      "Invalid configuration: FIELD_ENCRYPTION_KEY is required in production (base64 of 32 random bytes: openssl rand -base64 32). It encrypts directors' dates of birth and licence numbers.",
    );
  }
  cached = { ...value, APP_URL: appUrl };
  return cached;
}

/** Reset after tests change process.env. */
export function resetEnvForTests() {
  cached = undefined;
}

/**
 * Without AUTH_SECRET on a local run, use a random secret kept beside the embedded data, so
 * a fresh `npm start` works and sessions survive restarts. Loudly, since it is not for production.
 */
function localDevelopmentSecret(dataDir: string): string {
  logger.warn({}, "config: AUTH_SECRET is not set: using a generated local secret. Set AUTH_SECRET in production.");
  if (dataDir.startsWith("memory://")) return randomBytes(32).toString("hex");
  const file = path.resolve(dataDir, ".auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function isLocalUrl(url: string) {
  const host = new URL(url).hostname;
  return host === "127.0.0.1" || host === "localhost" || host === "[::1]";
}

const devLoginsRequested = (e: { NODE_ENV?: string; DEV_LOGINS?: string }) =>
  e.NODE_ENV === "development" || e.DEV_LOGINS === "1";

/**
 * Development logins and /dev/outbox: in development or with DEV_LOGINS=1, and only while APP_URL is
 * on loopback (env() already refuses the rest at start-up; checked again here so a route never
 * depends on start-up alone).
 */
export function devLoginsEnabled() {
  const e = env();
  return devLoginsRequested(e) && isLoopbackUrl(e.APP_URL);
}

/** Cookies are Secure when the site is served over https, not merely because NODE_ENV=production. */
export function secureCookies() {
  return env().APP_URL.startsWith("https://");
}
