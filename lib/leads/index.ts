import "server-only";
import { audit } from "@/lib/audit";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { heldForPartner } from "./held";
import type { LeadInput, LeadUpdate } from "./schema";
import { normalizeEmail } from "@/lib/validation/client";

const LEAD_SELECT = {
  id: true,
  contactName: true,
  businessName: true,
  loanAmount: true,
  email: true,
  phone: true,
  notes: true,
  status: true,
  applicationId: true,
  createdAt: true,
} as const;

/**
 * The partner's own leads (spec §3 Lead; loanAmount as a string, as the spec's client parses it), each
 * with the number of the application it waits on the client to confirm, if any (ADR 019).
 */
export async function listLeads(user: SessionUser) {
  const prisma = await db();
  const [rows, held] = await Promise.all([
    prisma.lead.findMany({ where: { partnerId: user.id }, orderBy: { createdAt: "desc" }, select: LEAD_SELECT }),
    heldForPartner(user.id),
  ]);
  return rows.map((l) => ({
    ...l,
    loanAmount: l.loanAmount == null ? "" : String(l.loanAmount),
    awaitingConfirmation: held.get(l.id)?.number ?? null,
  }));
}

export async function createLead(user: SessionUser, input: LeadInput, ip?: string) {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const lead = await tx.lead.create({
      data: {
        partnerId: user.id,
        contactName: input.contactName,
        businessName: input.businessName,
        loanAmount: input.loanAmount ?? null,
        email: normalizeEmail(input.email),
        phone: input.phone || null,
        notes: input.notes || null,
      },
      select: LEAD_SELECT,
    });
    await audit(tx, { actor: user, action: "lead.created", entity: "Lead", entityId: lead.id, after: lead, ip });
    return { ...lead, loanAmount: lead.loanAmount == null ? "" : String(lead.loanAmount) };
  });
}

const NEXT: Record<string, string[]> = {
  new: ["contacted", "converted", "lost"],
  contacted: ["converted", "lost", "new"],
  converted: [],
  lost: ["new", "contacted"],
};

export async function updateLead(user: SessionUser, id: string, input: LeadUpdate, ip?: string) {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id }, select: LEAD_SELECT });
    const owner = await tx.lead.findUnique({ where: { id }, select: { partnerId: true } });
    if (!lead || owner?.partnerId !== user.id) throw new AppError("not_found", "Lead not found.");
    if (input.status && input.status !== lead.status && !NEXT[lead.status]!.includes(input.status)) {
      throw new AppError("conflict", `A ${lead.status} lead cannot move to ${input.status}.`);
    }
    const updated = await tx.lead.update({
      where: { id },
      data: {
        ...(input.status ? { status: input.status } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
      },
      select: LEAD_SELECT,
    });
    await audit(tx, {
      actor: user,
      action: "lead.updated",
      entity: "Lead",
      entityId: id,
      before: lead,
      after: updated,
      ip,
    });
    return { ...updated, loanAmount: updated.loanAmount == null ? "" : String(updated.loanAmount) };
  });
}

/** Links an application made from a lead to it (called by the wizard submission). */
export async function linkLeadToApplication(
  tx: {
    lead: {
      updateMany: (args: {
        where: { id: string; partnerId: string; applicationId: null };
        data: { applicationId: string; status: "converted" };
      }) => Promise<{ count: number }>;
    };
  },
  leadId: string,
  applicationId: string,
  partnerId: string,
) {
  return tx.lead.updateMany({
    where: { id: leadId, partnerId, applicationId: null },
    data: { applicationId, status: "converted" },
  });
}
