import "server-only";
import { requirePermission, type Principal } from "@/lib/auth/client";
import { db } from "@/lib/db";

/** Contact inquiries and partner applications for the staff inbox, newest first. */
export async function staffInbox(user: Principal) {
  requirePermission(user, "read:inquiry");
  const prisma = await db();
  const [inquiries, partnerApplications] = await Promise.all([
    prisma.contactInquiry.findMany({ orderBy: { createdAt: "desc" }, take: 20 }),
    prisma.partnerApplication.findMany({ orderBy: { createdAt: "desc" }, take: 20 }),
  ]);
  return { inquiries, partnerApplications };
}
