import "server-only";
import type { Principal } from "@/lib/auth/client";
import { requirePermission, type Action } from "@/lib/auth/client";
import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/client";

type Reader = Pick<Prisma.TransactionClient, "lenderConsent">;

/**
 * The standing answer per lender: the latest consent row for each (application, lender). The rows
 * are append-only, so history is kept and the newest decides.
 */
export async function currentConsents(tx: Reader, applicationId: string) {
  const rows = await tx.lenderConsent.findMany({
    where: { applicationId },
    orderBy: [{ at: "desc" }, { id: "desc" }],
  });
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!latest.has(r.lenderId)) latest.set(r.lenderId, r);
  return latest;
}

/**
 * Staff cannot send a file to a lender the owner has not approved (issue 34 item 1): a 409 naming each
 * lender still missing the owner's consent. Read in the submission's own transaction.
 */
export async function requireOwnerConsent(
  tx: Reader & Pick<Prisma.TransactionClient, "lender">,
  applicationId: string,
  lenderIds: readonly string[],
) {
  const consents = await currentConsents(tx, applicationId);
  const missing = lenderIds.filter((id) => consents.get(id)?.decision !== "approved");
  if (!missing.length) return;
  const lenders = await tx.lender.findMany({ where: { id: { in: missing } }, select: { name: true } });
  const names = lenders.map((l) => l.name).sort();
  throw new AppError(
    "conflict",
    `The owner has not consented to sending this application to ${names.join(", ")}. Propose the lender to the client and wait for their approval.`,
    { fields: { missing: names.map((n) => `Owner's consent for ${n}`) } },
  );
}

/**
 * The application `user` may act on for `action`: its owner ("own"), its referring partner
 * ("referred") or staff ("any"). Anyone else is told it does not exist (404), so a link opened by the
 * wrong signed-in person reveals nothing.
 */
export async function applicationFor(user: Principal, applicationId: string, action: Action) {
  requirePermission(user, action);
  const prisma = await db();
  const app = await prisma.application.findUnique({
    where: { id: applicationId },
    select: {
      id: true,
      number: true,
      businessName: true,
      status: true,
      clientId: true,
      partnerId: true,
      loanAmount: true,
      termMonths: true,
    },
  });
  if (!app) throw new AppError("not_found", "Application not found.");
  requirePermission(user, action, { ownerId: app.clientId, partnerId: app.partnerId }, { code: "not_found" });
  return app;
}

export const personNameOf = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;
