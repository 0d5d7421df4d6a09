import "server-only";
import { audit } from "@/lib/audit";
import { requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import type { InternalNoteInput } from "./work-queue-schema";

/**
 * Internal notes: the team's working notes on an application. Only holders of read:internal-note
 * (staff and admin) ever read them; no client or broker query selects this table.
 */
const NOTE_FIELDS = {
  id: true,
  body: true,
  createdAt: true,
  author: { select: { firstName: true, lastName: true, email: true } },
} as const;

type NoteRow = {
  id: string;
  body: string;
  createdAt: Date;
  author: { firstName: string | null; lastName: string | null; email: string } | null;
};
const toView = (n: NoteRow) => ({
  id: n.id,
  body: n.body,
  createdAt: n.createdAt,
  authorName: n.author ? [n.author.firstName, n.author.lastName].filter(Boolean).join(" ") || n.author.email : "—",
});
export type InternalNoteView = ReturnType<typeof toView>;

async function existing(id: string) {
  const prisma = await db();
  const app = await prisma.application.findUnique({ where: { id }, select: { id: true } });
  if (!app) throw new AppError("not_found", "Application not found.");
}

/** The notes on an application, newest first. */
export async function listInternalNotes(user: SessionUser, applicationId: string) {
  requirePermission(user, "read:internal-note");
  await existing(applicationId);
  const prisma = await db();
  const rows = await prisma.internalNote.findMany({
    where: { applicationId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: NOTE_FIELDS,
  });
  return rows.map(toView);
}

/** Adds a note (audited: who, which application and how long; the text stays in the note). */
export async function addInternalNote(user: SessionUser, applicationId: string, input: InternalNoteInput, ip?: string) {
  requirePermission(user, "create:internal-note");
  await existing(applicationId);
  const prisma = await db();
  const note = await prisma.$transaction(async (tx) => {
    const n = await tx.internalNote.create({
      data: { applicationId, authorId: user.id, body: input.body },
      select: NOTE_FIELDS,
    });
    await audit(tx, {
      actor: user,
      action: "internal_note.created",
      entity: "InternalNote",
      entityId: n.id,
      after: { applicationId, length: input.body.length },
      ip,
    });
    return n;
  });
  return toView(note);
}
