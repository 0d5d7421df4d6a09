// Every integration test file gets its own fresh, migrated database (PGlite or PostgreSQL), used by
// lib/db for the whole file. Files that need demo data call seedTestData() from ./fixtures.
import { afterAll, beforeAll, vi } from "vitest";
import { setConnectionForTests } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { createTestDatabase, type TestDatabase } from "./test-db";

let database: TestDatabase | undefined;

process.env.DATA_DIR = "memory://";
process.env.SEED_ON_EMPTY = "0";
process.env.APP_URL = "http://127.0.0.1:3000";
delete process.env.DATABASE_URL;
resetEnvForTests();

beforeAll(async () => {
  database = await createTestDatabase();
  setConnectionForTests(database.connection);
  (globalThis as { __testDatabase?: TestDatabase }).__testDatabase = database;
});

afterAll(async () => {
  await database?.destroy();
});

// Route handlers read the session through next-auth's auth(). Tests act as a user by setting the
// session token claims with actAs() (tests/support/session.ts); getSessionUser's checks against the
// database (status, session version, role) still run for real.
vi.mock("@/lib/auth/auth", () => ({
  SESSION_MAX_AGE_SECONDS: 7200,
  SESSION_UPDATE_AGE_SECONDS: 600,
  auth: async () => (globalThis as { __testSession?: unknown }).__testSession ?? null,
  signIn: async () => {
    throw new Error("signIn is not available in integration tests");
  },
  signOut: async () => undefined,
  updateSession: async () => null,
  handlers: { GET: async () => new Response(null, { status: 404 }), POST: async () => new Response(null, { status: 404 }) },
}));
