import "server-only";
import { workspaceHref, isTerminal, TERMINAL_STATUSES } from "@/lib/applications/client";
import { audit } from "@/lib/audit";
import { requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { createGeneratedDocument, writeGeneratedPdf } from "@/lib/contracts/documents";
import { defaultEsignProvider } from "@/lib/contracts/esign";
import { issueGuarantorLinks } from "@/lib/contracts/guarantors";
import { lenderIssuedContract, sendForSignature } from "@/lib/contracts/lender-contract";
import { proposalPdf, sha256 } from "@/lib/contracts/pdf";
import { db, transaction, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { notifyStaff, notifyUser } from "@/lib/notifications";
import { commissionDisclosure } from "./commission-disclosure";
import { offerDisclosure, restatedTerms } from "./disclosure";

const NOT_FOUND = { code: "not_found" as const, message: "Offer not found." };
const CLOSED = "This application is closed: its offers can no longer be accepted.";
export const ALREADY_ACCEPTED = "An offer on this application has already been accepted.";

async function loadOffer(id: string) {
  const prisma = await db();
  const offer = await prisma.offer.findUnique({
    where: { id },
    include: {
      lender: { select: { name: true, commissionRateBps: true, trailRateBps: true, trailBasis: true } },
      submission: { select: { driver: true } },
      application: {
        select: {
          id: true,
          number: true,
          status: true,
          clientId: true,
          partnerId: true,
          businessName: true,
          abn: true,
          details: { select: { acn: true } },
          acceptedOfferId: true,
          client: { select: { firstName: true, lastName: true, email: true } },
          partner: { select: { firstName: true, lastName: true, commissionSplitBps: true } },
          directors: { orderBy: { position: "asc" }, select: { fullName: true } },
        },
      },
    },
  });
  if (!offer) throw new AppError("not_found", NOT_FOUND.message);
  return offer;
}

/**
 * The client accepts one offer (issue 16 item 3): the terms as restated to them, the time, the user
 * and the IP are recorded; every other open offer is released; the application points at the offer
 * (Application.acceptedOfferId, unique). The contract PDF is generated from the accepted terms and
 * stored with its SHA-256 in the same transaction. Of two concurrent acceptances exactly one lands:
 * the conditional update on acceptedOfferId makes the other a 409.
 */
export async function acceptOffer(user: SessionUser, offerId: string, ip: string) {
  const offer = await loadOffer(offerId);
  const app = offer.application;
  requirePermission(user, "respond:offer", { ownerId: app.clientId, partnerId: app.partnerId }, NOT_FOUND);
  if (app.acceptedOfferId) throw new AppError("conflict", ALREADY_ACCEPTED);
  if (isTerminal(app.status)) throw new AppError("conflict", CLOSED);
  const now = new Date();
  if (offer.status === "expired" || (offer.status === "open" && offer.expiresAt <= now))
    throw new AppError("conflict", "This offer has expired and can no longer be accepted.");
  if (offer.status !== "open") throw new AppError("conflict", "This offer is no longer open.");

  const disclosure = offerDisclosure({ ...offer, lenderName: offer.lender.name });
  const partner = app.partner && {
    name: [app.partner.firstName, app.partner.lastName].filter(Boolean).join(" ") || "Your referring partner",
    splitBps: app.partner.commissionSplitBps,
  };
  // The same figures the offer view showed (ADR 067): computed from the lender's terms as of the offer.
  const commission = commissionDisclosure({ ...offer, lender: offer.lender, partner }, offer.createdAt);
  const terms = {
    restated: restatedTerms(disclosure),
    figures: disclosure.figures,
    fees: offer.fees,
    commission: { bizfund: commission.bizfund, partner: commission.partner, summary: commission.summary },
  };
  const borrowerName = [app.client.firstName, app.client.lastName].filter(Boolean).join(" ") || app.businessName;
  const parties = {
    applicationNumber: app.number,
    businessName: app.businessName,
    borrowerName,
    abn: app.abn,
    acn: app.details?.acn ?? null,
    guarantors: app.directors.map((d) => d.fullName),
  };
  // Our 'Credit proposal and offer summary', and the lender's own contract when its adapter returns one.
  const [proposal, issued] = await Promise.all([
    proposalPdf(parties, disclosure, commission),
    lenderIssuedContract(offer.submission.driver, parties, disclosure),
  ]);
  const proposalFile = await writeGeneratedPdf(app.id, proposal);
  const file = issued ? await writeGeneratedPdf(app.id, issued) : null;
  let contract;
  try {
    contract = await transaction(async (tx) => {
      const claimed = await tx.application.updateMany({
        where: { id: app.id, acceptedOfferId: null, status: { notIn: [...TERMINAL_STATUSES] } },
        data: { acceptedOfferId: offer.id, lastActivityAt: now },
      });
      if (claimed.count !== 1) throw new AppError("conflict", ALREADY_ACCEPTED);
      const accepted = await tx.offer.updateMany({
        where: { id: offer.id, status: "open", expiresAt: { gt: now } },
        data: { status: "accepted", acceptedAt: now, acceptedById: user.id, acceptedIp: ip, acceptedTerms: terms },
      });
      if (accepted.count !== 1) throw new AppError("conflict", "This offer is no longer open.");
      const released = await tx.offer.updateMany({
        where: { applicationId: app.id, status: "open", NOT: { id: offer.id } },
        data: { status: "released", closedAt: now },
      });
      await audit(tx, {
        actor: user,
        action: "offer.accepted",
        entity: "Offer",
        entityId: offer.id,
        before: { status: "open" },
        after: { status: "accepted", terms, releasedOffers: released.count },
        ip,
      });
      const proposalDoc = await createGeneratedDocument(tx, proposalFile, {
        applicationId: app.id,
        ownerId: app.clientId,
        fileName: `credit-proposal-and-offer-summary-${app.number}.pdf`,
        documentType: "credit_proposal",
      });
      const doc =
        file &&
        (await createGeneratedDocument(tx, file, {
          applicationId: app.id,
          ownerId: app.clientId,
          fileName: `loan-contract-${app.number}.pdf`,
          documentType: "contract",
        }));
      const created = await tx.contract.create({
        data: {
          offerId: offer.id,
          applicationId: app.id,
          provider: defaultEsignProvider(),
          status: issued ? "ready" : "awaiting_lender",
          documentSha256: issued ? sha256(issued) : "",
          documentId: doc?.id ?? null,
          proposalDocumentId: proposalDoc.id,
        },
        select: {
          id: true,
          provider: true,
          status: true,
          documentSha256: true,
          documentId: true,
          proposalDocumentId: true,
        },
      });
      await audit(tx, {
        actor: user,
        action: "contract.generated",
        entity: "Contract",
        entityId: created.id,
        after: created,
        ip,
      });
      const lenderName = offer.lender.name;
      if (issued)
        await issueGuarantorLinks(tx, {
          id: created.id,
          applicationId: app.id,
          applicationNumber: app.number,
          lenderName,
          provider: created.provider,
        });
      await announceAcceptance(tx, { ...app, lenderName, contractIssued: !!issued });
      return created;
    });
  } catch (error) {
    // Nothing committed: the generated files have no row.
    await Promise.all([proposalFile.discard(), file?.discard()]);
    throw error;
  }
  // The acceptance stands whatever the provider answers: a failure there is logged, not the client's error.
  if (issued) await sendForSignature(contract.id, issued, { name: borrowerName, email: app.client.email });
  return { offerId: offer.id, status: "accepted" as const, contract };
}

/** In the acceptance's transaction: the broker and staff hear of it, the client that the contract is ready. */
async function announceAcceptance(
  tx: Prisma.TransactionClient,
  app: {
    id: string;
    number: string;
    clientId: string;
    partnerId: string | null;
    lenderName: string;
    contractIssued: boolean;
  },
) {
  const accepted = {
    kind: "offer_accepted",
    title: `Offer accepted on ${app.number}`,
    body: app.contractIssued
      ? `The client accepted ${app.lenderName}'s offer. The contract is ready for them to sign.`
      : `The client accepted ${app.lenderName}'s offer. Upload the contract the lender issues so the parties can sign it.`,
  };
  if (!app.contractIssued) {
    if (app.partnerId)
      await notifyUser(tx, app.partnerId, { ...accepted, link: workspaceHref("partner", app.id, "offers") });
    await notifyStaff(tx, { ...accepted, link: workspaceHref("staff", app.id, "contract") });
    return;
  }
  if (app.partnerId)
    await notifyUser(tx, app.partnerId, { ...accepted, link: workspaceHref("partner", app.id, "offers") });
  await notifyStaff(tx, { ...accepted, link: workspaceHref("staff", app.id, "contract") });
  await notifyUser(tx, app.clientId, {
    kind: "contract_ready",
    title: "Your loan contract is ready to sign",
    body: `Your contract with ${app.lenderName} for ${app.number} is ready. Review it and sign it in your portal.`,
    link: workspaceHref("client", app.id, "contract"),
  });
}

/**
 * The client declines every open offer. The application stays in offers presentation for staff to
 * follow up (another lender, new terms, or close the file); staff and the broker are told.
 */
export async function declineAllOffers(user: SessionUser, applicationId: string, ip: string) {
  const prisma = await db();
  const app = await prisma.application.findUnique({
    where: { id: applicationId },
    select: { id: true, number: true, clientId: true, partnerId: true, acceptedOfferId: true },
  });
  const notFound = { code: "not_found" as const, message: "Application not found." };
  if (!app) throw new AppError("not_found", notFound.message);
  requirePermission(user, "respond:offer", { ownerId: app.clientId, partnerId: app.partnerId }, notFound);
  if (app.acceptedOfferId) throw new AppError("conflict", ALREADY_ACCEPTED);
  const now = new Date();
  const declined = await transaction(async (tx) => {
    const open = await tx.offer.findMany({
      where: { applicationId: app.id, status: "open" },
      select: { id: true },
    });
    if (open.length === 0) throw new AppError("conflict", "There are no open offers to decline.");
    await tx.offer.updateMany({
      where: { id: { in: open.map((o) => o.id) }, status: "open" },
      data: { status: "declined", closedAt: now },
    });
    await tx.application.update({ where: { id: app.id }, data: { lastActivityAt: now } });
    await audit(tx, {
      actor: user,
      action: "offer.declined_all",
      entity: "Application",
      entityId: app.id,
      after: { declinedOffers: open.map((o) => o.id) },
      ip,
    });
    const note = {
      kind: "submission_update",
      title: `Offers declined on ${app.number}`,
      body: `The client declined ${open.length === 1 ? "the open offer" : `all ${open.length} open offers`}. The application stays in offers for follow-up.`,
    };
    await notifyStaff(tx, { ...note, link: workspaceHref("staff", app.id, "offers") });
    if (app.partnerId)
      await notifyUser(tx, app.partnerId, { ...note, link: workspaceHref("partner", app.id, "offers") });
    return open.length;
  });
  return { declined };
}
