import "server-only";
import { workspaceHref } from "@/lib/applications/client";
import { audit } from "@/lib/audit";
import { can, requirePermission, scopeOf } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db, transaction, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { notifyStaff, notifyUser } from "@/lib/notifications";
import { readableApplication } from "@/lib/applications";

export { MESSAGE_MAX_LENGTH } from "./schema";

/** What a thread shows of a message: listed and as answered when posted. */
const MESSAGE_FIELDS = {
  id: true,
  applicationId: true,
  content: true,
  senderId: true,
  senderRole: true,
  isAiGenerated: true,
  createdAt: true,
  sender: { select: { firstName: true, lastName: true } },
} satisfies Prisma.MessageSelect;

/**
 * A thread: clients read their own applications', partners the ones they referred (read-only),
 * staff and admin every one. Content is plain text; the UI renders it as text, never HTML.
 */
export async function listMessages(user: SessionUser, applicationId: string) {
  await readableApplication(user, applicationId);
  const prisma = await db();
  return prisma.message.findMany({
    where: { applicationId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: MESSAGE_FIELDS,
  });
}

export async function postMessage(
  user: SessionUser,
  input: { applicationId: string; content: string; isAiGenerated?: boolean },
  ip?: string,
) {
  const content = input.content.trim();
  if (!content)
    throw new AppError("bad_request", "Message cannot be empty.", {
      fields: { content: ["Message cannot be empty."] },
    });
  const app = await readableApplication(user, input.applicationId);
  // Partners may read a referred client's thread but not write in it.
  requirePermission(
    user,
    "create:message",
    { ownerId: app.clientId },
    { message: "Partners cannot post in a client's message thread." },
  );
  // The team writes in any thread, and only they may send (and flag) a drafted reply.
  const isStaff = scopeOf(user, "create:message") === "any";
  const mayFlagDraft = can(user, "draft:message");
  return transaction(async (tx) => {
    const m = await tx.message.create({
      data: {
        applicationId: app.id,
        senderId: user.id,
        senderRole: user.role,
        content,
        isAiGenerated: mayFlagDraft && input.isAiGenerated === true,
      },
      select: MESSAGE_FIELDS,
    });
    await tx.application.update({ where: { id: app.id }, data: { lastActivityAt: new Date() } });
    await audit(tx, {
      actor: user,
      action: "message.created",
      entity: "Message",
      entityId: m.id,
      after: { applicationId: app.id, length: content.length, isAiGenerated: m.isAiGenerated },
      ip,
    });
    // The other side hears of it in the same transaction: no message without its notification.
    if (isStaff)
      await notifyUser(tx, app.clientId, {
        kind: "message",
        title: "New message about your application",
        body: "Our team sent you a message about your application.",
        link: workspaceHref("client", app.id, "messages"),
      });
    else
      await notifyStaff(tx, {
        kind: "message",
        title: "New client message",
        body: "A client sent a message.",
        link: workspaceHref("staff", app.id, "messages"),
      });
    return m;
  });
}
