import "server-only";
import type { Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import type { StoredFile } from "./stored";

/** An application's full-application rows, in form order (with the client or inside a transaction). */
export async function loadStoredFile(client: Prisma.TransactionClient, applicationId: string): Promise<StoredFile> {
  const app = await client.application.findUnique({
    where: { id: applicationId },
    include: { details: true, directors: { orderBy: { position: "asc" } }, debts: { orderBy: { position: "asc" } } },
  });
  if (!app) throw new AppError("not_found", "Application not found.");
  return { details: app.details, directors: app.directors, debts: app.debts };
}
