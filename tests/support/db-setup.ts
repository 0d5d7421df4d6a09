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
process.env.SIMULATED_LENDER_DELAY_SECONDS = "0";
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

// Route handlers read the session cookie's claims (lib/auth/session-token.ts). Tests act as a user by
// setting those claims with actAs() (tests/support/session.ts); getSessionUser's checks against the
// database (session row, status, session version, role) still run for real. Like a real sign-in,
// the first request after actAs() starts a server-side session row (sid) for those claims.
vi.mock("@/lib/auth/session-token", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/auth/session-token")>()),
  readSessionClaims: async () => {
    const claims = (globalThis as { __testSession?: { uid: string; sid?: string } | null }).__testSession;
    if (!claims) return null;
    if (claims.sid === undefined) {
      const { startSession } = await import("@/lib/auth/sessions");
      const prisma = (globalThis as { __testDatabase?: TestDatabase }).__testDatabase!.connection.prisma;
      const user = await prisma.user.findUnique({ where: { id: claims.uid }, select: { id: true, role: true } });
      // An unknown user id gets a sid no row has: the session is refused, as a forged cookie would be.
      claims.sid = user ? await startSession(user) : "no-such-session";
    }
    return claims;
  },
}));
// Sign-in itself is next-auth's (tests/integration/auth-real-flows.test.ts runs it for real).
vi.mock("@/lib/auth/auth", () => ({
  auth: async () => null,
  signIn: async () => {
    throw new Error("signIn is not available in integration tests");
  },
  signOut: async () => undefined,
  updateSession: async () => null,
  handlers: {
    GET: async () => new Response(null, { status: 404 }),
    POST: async () => new Response(null, { status: 404 }),
  },
}));
