import "server-only";
import { requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { commissionDisclosure, type CommissionDisclosure } from "./commission-disclosure";
import { offerDisclosure, type Disclosure } from "./disclosure";

export interface OfferView {
  id: string;
  /** open | accepted | declined | released | expired (an open offer past its expiry reads expired). */
  status: string;
  expiresAt: string;
  acceptedAt: string | null;
  disclosure: Disclosure;
  /** What BizFund and the referring partner are paid if it is accepted (ADR 067). */
  commission: CommissionDisclosure;
}

export interface ContractView {
  id: string;
  offerId: string;
  provider: string;
  status: string;
  documentId: string | null;
  documentSha256: string;
  signedDocumentId: string | null;
  signerName: string | null;
  signedAt: string | null;
  /** Our 'Credit proposal and offer summary' (never signed). */
  proposalDocumentId: string | null;
  /** Each director's or guarantor's signature of the guarantee. */
  guarantors: { name: string; status: string; signedAt: string | null }[];
}

export interface ApplicationOffers {
  applicationId: string;
  status: string;
  acceptedOfferId: string | null;
  offers: OfferView[];
  /** Lenders sent the file that have neither offered nor declined yet (issue 36 item 2), by name. */
  deciding: { lenderName: string; status: string }[];
  contract: ContractView | null;
}

/** A submission in one of these has not answered yet: the lender is still deciding. */
const DECIDING = ["submitted", "assessing", "action_required", "conditionally_approved"] as const;

/**
 * An application's offers in the disclosure layout, and its contract once one is generated: the
 * client's own, a partner's referred application, any for staff (read:offer); anyone else 404.
 */
export async function applicationOffers(user: SessionUser, applicationId: string): Promise<ApplicationOffers> {
  const prisma = await db();
  const app = await prisma.application.findUnique({
    where: { id: applicationId },
    select: {
      id: true,
      clientId: true,
      partnerId: true,
      status: true,
      acceptedOfferId: true,
      partner: { select: { firstName: true, lastName: true, commissionSplitBps: true } },
    },
  });
  const notFound = { code: "not_found" as const, message: "Application not found." };
  if (!app) throw new AppError("not_found", notFound.message);
  requirePermission(user, "read:offer", { ownerId: app.clientId, partnerId: app.partnerId }, notFound);
  const [offers, deciding, contract] = await Promise.all([
    prisma.offer.findMany({
      where: { applicationId: app.id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      include: { lender: { select: { name: true, commissionRateBps: true, trailRateBps: true, trailBasis: true } } },
    }),
    prisma.lenderSubmission.findMany({
      where: { applicationId: app.id, status: { in: [...DECIDING] } },
      orderBy: [{ submittedAt: "asc" }, { id: "asc" }],
      select: { status: true, lender: { select: { name: true } } },
    }),
    // The accepted offer's contract; with none accepted, the latest voided one (its lender was
    // withdrawn after acceptance, ADR 083), shown as voided.
    prisma.contract.findFirst({
      where: app.acceptedOfferId ? { offerId: app.acceptedOfferId } : { applicationId: app.id, status: "void" },
      orderBy: { createdAt: "desc" },
      include: {
        guarantors: { orderBy: { createdAt: "asc" }, select: { name: true, status: true, signedAt: true } },
      },
    }),
  ]);
  const partner = app.partner && {
    name: [app.partner.firstName, app.partner.lastName].filter(Boolean).join(" ") || "Your referring partner",
    splitBps: app.partner.commissionSplitBps,
  };
  const now = new Date();
  return {
    applicationId: app.id,
    status: app.status,
    acceptedOfferId: app.acceptedOfferId,
    offers: offers.map((o) => ({
      id: o.id,
      status: o.status === "open" && o.expiresAt <= now ? "expired" : o.status,
      expiresAt: o.expiresAt.toISOString(),
      acceptedAt: o.acceptedAt?.toISOString() ?? null,
      disclosure: offerDisclosure({ ...o, lenderName: o.lender.name }),
      commission: commissionDisclosure({ ...o, lender: o.lender, partner }, o.createdAt),
    })),
    deciding: deciding.map((d) => ({ lenderName: d.lender.name, status: d.status })),
    contract: contract && {
      id: contract.id,
      offerId: contract.offerId,
      provider: contract.provider,
      status: contract.status,
      documentId: contract.documentId,
      documentSha256: contract.documentSha256,
      signedDocumentId: contract.signedDocumentId,
      signerName: contract.signerName,
      signedAt: contract.signedAt?.toISOString() ?? null,
      proposalDocumentId: contract.proposalDocumentId,
      guarantors: contract.guarantors.map((g) => ({
        name: g.name,
        status: g.status,
        signedAt: g.signedAt?.toISOString() ?? null,
      })),
    },
  };
}
