import "server-only";
import type { SessionUser } from "@/lib/auth";
import { hashToken } from "@/lib/security";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";

/**
 * A guarantor's signing link, checked (issue #34 item 4, ADR 067): altered or unknown, already used,
 * expired, no longer needed, or opened by someone else signed in — each a clear refusal, and nothing
 * is recorded. Reading it consumes nothing.
 */
export const LINK_INVALID =
  "This signing link is not valid. Use the whole link from your e-mail, or ask us for a new one.";
export const LINK_USED = "This signing link has already been used: the guarantee is signed. Each link works once.";
export const LINK_EXPIRED = "This signing link has expired. Ask us to send you a new one.";

export async function liveGuarantorLink(token: string, viewer: SessionUser | null, now = new Date()) {
  if (typeof token !== "string" || token.length < 20 || token.length > 100 || !/^[\w-]+$/.test(token))
    throw new AppError("not_found", LINK_INVALID);
  return liveSigning({ tokenHash: hashToken(token) }, viewer, now);
}

/** The same checks for a signing row found another way (the e-signature provider's webhook). */
export async function liveSigning(
  where: { tokenHash: string } | { id: string },
  viewer: SessionUser | null,
  now = new Date(),
) {
  const prisma = await db();
  const row = await prisma.guarantorSigning.findUnique({
    where,
    include: {
      contract: {
        select: {
          id: true,
          status: true,
          provider: true,
          documentId: true,
          documentSha256: true,
          applicationId: true,
          application: { select: { number: true, businessName: true, status: true } },
          offer: { select: { lender: { select: { name: true } } } },
        },
      },
    },
  });
  if (!row) throw new AppError("not_found", LINK_INVALID);
  if (row.usedAt || row.status === "signed") throw new AppError("conflict", LINK_USED);
  if (row.expiresAt <= now) throw new AppError("conflict", LINK_EXPIRED);
  if (row.status !== "pending" || row.contract.status === "void")
    throw new AppError("conflict", "This guarantee is no longer needed: the contract was withdrawn.");
  if (row.contract.status === "awaiting_lender" || !row.contract.documentId)
    throw new AppError("conflict", "The lender has not issued the contract yet. We will e-mail you when it is ready.");
  if (viewer && viewer.email.toLowerCase() !== row.email.toLowerCase())
    throw new AppError(
      "forbidden",
      `You are signed in as ${viewer.email}, but this link is for ${row.name}. Sign out, or open the link in a private window.`,
    );
  return row;
}

export type LiveGuarantorLink = Awaited<ReturnType<typeof liveSigning>>;

/** The name on file as the signer check reads it: the first word and the last word (middle names free). */
export function recordedGuarantor(name: string) {
  const words = name.normalize("NFKC").trim().split(/\s+/);
  return { firstName: words[0] ?? "", lastName: words.length > 1 ? words.at(-1)! : "" };
}
