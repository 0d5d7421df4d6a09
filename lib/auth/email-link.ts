import "server-only";
import { randomBytes } from "node:crypto";
import { db, transaction, type PrismaClient, type Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { queueMail } from "@/lib/mail";
import { safeCallbackUrl } from "./redirects";
import { normalizeEmail } from "@/lib/validation/client";
import { hashToken } from "@/lib/security";

/** How long an e-mailed sign-in link works. */
export const SIGNIN_LINK_TTL_MINUTES = 30;

type Tx = Pick<PrismaClient, "authToken"> | Pick<Prisma.TransactionClient, "authToken">;

/**
 * Creates a one-time sign-in link for an e-mail address (the plain token only ever goes out in the
 * e-mail; the database keeps its hash). The identity work consumes it at /signin/verify.
 */
export async function issueSignInLink(
  tx: Tx,
  input: { email: string; userId?: string | null; callbackUrl?: string },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.authToken.create({
    data: {
      kind: "signin_link",
      email: normalizeEmail(input.email),
      userId: input.userId ?? null,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + SIGNIN_LINK_TTL_MINUTES * 60_000),
    },
  });
  const url = new URL("/signin/verify", env().APP_URL);
  url.searchParams.set("token", token);
  if (input.callbackUrl) url.searchParams.set("callbackUrl", safeCallbackUrl(input.callbackUrl));
  return url.toString();
}

/**
 * E-mails a sign-in link to an active account's address. Does nothing for an unknown or blocked
 * address, and the caller says the same either way, so the answer never tells who has an account.
 */
export async function emailSignInLink(typed: string): Promise<void> {
  const email = normalizeEmail(typed);
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true, status: true } });
  if (!user || user.status !== "active") return;
  await transaction(async (tx) => {
    const link = await issueSignInLink(tx, { email, userId: user.id, callbackUrl: "/signin" });
    await queueMail(tx, {
      to: email,
      subject: "Your BizFund sign-in link",
      text: `Sign in to BizFund: ${link}\n\nThis link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail.`,
    });
  });
}
