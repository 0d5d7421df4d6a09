import type { TestDatabase } from "./test-db";

/** The database db-setup.ts created for the current test file. */
export function testDatabase(): TestDatabase {
  const d = (globalThis as { __testDatabase?: TestDatabase }).__testDatabase;
  if (!d) throw new Error("test database not ready (use inside tests or hooks)");
  return d;
}

/** Seeds the demo data once per test file and returns the demo users by key. */
let seeded: Promise<DemoUsers> | undefined;
export interface DemoUser {
  id: string;
  email: string;
  role: string;
  sessionVersion: number;
}
export type DemoUsers = Record<"clientA" | "clientB" | "partnerA" | "partnerB" | "staff" | "admin", DemoUser>;

export function seedDemo(): Promise<DemoUsers> {
  seeded ??= (async () => {
    const { seed } = await import("@/lib/db/seed");
    const { prisma } = testDatabase().connection;
    await seed(prisma, { now: new Date("2026-11-22T00:00:00Z") });
    const byEmail = async (email: string) =>
      prisma.user.findUniqueOrThrow({
        where: { email },
        select: { id: true, email: true, role: true, sessionVersion: true },
      });
    return {
      clientA: await byEmail("client@bizfund.example"),
      clientB: await byEmail("client2@bizfund.example"),
      partnerA: await byEmail("partner@bizfund.example"),
      partnerB: await byEmail("partner2@bizfund.example"),
      staff: await byEmail("staff@bizfund.example"),
      admin: await byEmail("admin@bizfund.example"),
    };
  })();
  return seeded;
}
