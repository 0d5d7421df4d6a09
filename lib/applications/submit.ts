import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { AppError } from "@/lib/http/errors";

/** Wizard submission. (Application wizard work implements this.) */
export async function submitApplication(input: { body: unknown; user: SessionUser | null; ip: string; request: Request }): Promise<unknown> {
  const { body } = input;
  if (!body || typeof body !== "object" || Object.keys(body).length === 0) throw new AppError("bad_request", "Please check the highlighted fields.");
  throw new AppError("unavailable", "Online applications are not open yet.");
}
