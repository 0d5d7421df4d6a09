import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { PrismaClient, Prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { safeCallbackUrl } from "./redirects";

/** How long an e-mailed sign-in link works. */
export const SIGNIN_LINK_TTL_MINUTES = 30;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

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
      email: input.email.toLowerCase(),
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
