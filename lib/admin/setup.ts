import { randomBytes } from "node:crypto";
import { audit, SYSTEM_ROLE } from "@/lib/audit";
import { hashToken } from "@/lib/security";
import type { Prisma, PrismaClient } from "@/lib/db";
import { emailSchema } from "@/lib/validation/client";
import type { LenderImport } from "./lender-file";

/**
 * First-run setup of a production database (`npm run admin:create`, ADR 049): the first admin and the
 * lender panel, without the demo seed and its published password. Run from the command line, so the
 * audit log names the command line as the actor. Safe to run again: nothing changes twice.
 */

/** How long the printed set-up link works; running the command again issues a fresh one. */
export const SETUP_LINK_TTL_MINUTES = 60;
const SYSTEM = { actor: null, actorRole: SYSTEM_ROLE } as const;

export interface AdminSetup {
  userId: string;
  created: boolean;
  /** A one-time link to choose the password; null when the admin already has one. */
  link: string | null;
}

/**
 * Creates the admin `email` (without a password) and returns a one-time link to choose one; the
 * second factor is set up at the first sign-in, as for every admin. An admin who has a password is
 * left alone; an admin without one gets a fresh link (older ones stop working). Refuses an address
 * that belongs to another role: promoting an account is the admin screen's job.
 */
export async function createFirstAdmin(
  prisma: PrismaClient,
  input: { email: string; firstName?: string; lastName?: string; appUrl: string; now?: Date },
): Promise<AdminSetup> {
  const email = emailSchema.parse(input.email);
  const now = input.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  return prisma.$transaction(async (tx) => {
    let user = await tx.user.findUnique({ where: { email }, select: { id: true, role: true, passwordHash: true } });
    if (user && user.role !== "admin")
      throw new Error(`${email} already has a ${user.role} account: change its role in the admin screen instead.`);
    const created = !user;
    if (!user) {
      user = await tx.user.create({
        data: { role: "admin", email, firstName: input.firstName ?? null, lastName: input.lastName ?? null },
        select: { id: true, role: true, passwordHash: true },
      });
      await audit(tx, {
        ...SYSTEM,
        action: "user.created",
        entity: "User",
        entityId: user.id,
        after: { email, role: "admin" },
      });
    }
    if (user.passwordHash) return { userId: user.id, created, link: null };
    await tx.authToken.updateMany({
      where: { kind: "password_reset", usedAt: null, OR: [{ userId: user.id }, { email }] },
      data: { usedAt: now },
    });
    await tx.authToken.create({
      data: {
        kind: "password_reset",
        email,
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SETUP_LINK_TTL_MINUTES * 60_000),
      },
    });
    await audit(tx, { ...SYSTEM, action: "auth.setup_link_issued", entity: "User", entityId: user.id });
    const link = new URL("/signin/reset", input.appUrl);
    link.searchParams.set("token", token);
    return { userId: user.id, created, link: link.toString() };
  });
}

export interface PanelImport {
  created: string[];
  updated: string[];
  unchanged: string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Creates or updates the lenders in `lenders` by slug, in one transaction, each change audited with
 * its before and after; a lender that already matches its row is not touched. Lenders the file does
 * not name are left as they are (deactivate them in the admin screen).
 */
export async function importLenderPanel(
  prisma: PrismaClient,
  lenders: readonly LenderImport[],
  source: string,
): Promise<PanelImport> {
  const result: PanelImport = { created: [], updated: [], unchanged: [] };
  await prisma.$transaction(async (tx) => {
    for (const row of lenders) {
      const before = await tx.lender.findUnique({ where: { slug: row.slug } });
      const note = `imported from ${source}`;
      if (!before) {
        await assertNameFree(tx, row);
        const lender = await tx.lender.create({ data: row });
        await audit(tx, {
          ...SYSTEM,
          action: "lender.created",
          entity: "Lender",
          entityId: lender.id,
          after: lender,
          note,
        });
        result.created.push(row.slug);
        continue;
      }
      const changes = Object.fromEntries(
        Object.entries(row).filter(([k, v]) => v !== undefined && !same(v, before[k as keyof typeof before])),
      ) as Prisma.LenderUpdateInput;
      if (!Object.keys(changes).length) {
        result.unchanged.push(row.slug);
        continue;
      }
      if (changes.name) await assertNameFree(tx, row);
      const after = await tx.lender.update({ where: { id: before.id }, data: changes });
      await audit(tx, {
        ...SYSTEM,
        action: "lender.updated",
        entity: "Lender",
        entityId: before.id,
        before,
        after,
        note,
      });
      result.updated.push(row.slug);
    }
  });
  return result;
}

async function assertNameFree(tx: Prisma.TransactionClient, row: LenderImport) {
  const other = await tx.lender.findFirst({
    where: { name: row.name, slug: { not: row.slug } },
    select: { slug: true },
  });
  if (other) throw new Error(`Lender ${row.slug}: the name ${row.name} belongs to lender ${other.slug}.`);
}
