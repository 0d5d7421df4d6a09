import { buffer } from "node:stream/consumers";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { GET as OFFERS } from "@/app/api/applications/[id]/offers/route";
import { POST as DECLINE } from "@/app/api/applications/[id]/offers/decline/route";
import { POST as SIGN } from "@/app/api/contracts/[id]/sign/route";
import { POST as ACCEPT } from "@/app/api/offers/[id]/accept/route";
import { sha256 } from "@/lib/contracts/pdf";
import { SIGNING_CONSENT_TEXT } from "@/lib/contracts/schema";
import { expireOffers } from "@/lib/offers/expire";
import { storageFor } from "@/lib/storage";
import { createOffer, offersApplication } from "../support/offers";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

const prisma = () => testDatabase().connection.prisma;
const IP = "203.0.113.9";
const accept = (offerId: string, ip = IP) =>
  ACCEPT(
    apiRequest("POST", `/api/offers/${offerId}/accept`, { confirmed: true }, { "x-forwarded-for": ip }),
    routeParams({ id: offerId }),
  );
const sign = (contractId: string, fullName: string) =>
  SIGN(
    apiRequest("POST", `/api/contracts/${contractId}/sign`, { fullName, consent: true }, { "x-forwarded-for": IP }),
    routeParams({ id: contractId }),
  );
const offersOf = async (id: string) => {
  const res = await OFFERS(apiRequest("GET", `/api/applications/${id}/offers`), routeParams({ id }));
  expect(res.status).toBe(200);
  return res.json();
};
const fileBytes = async (documentId: string) => {
  const doc = await prisma().document.findUniqueOrThrow({ where: { id: documentId } });
  return buffer(await storageFor(doc.storageDriver).get(doc.storageKey));
};

describe("offers: compare, accept one, sign", () => {
  it("of two concurrent acceptances on two offers exactly one lands, the other is a 409 and its offer is released", async () => {
    const users = await seedDemo();
    const app = await offersApplication(users);
    const [a, b] = [await createOffer({ applicationId: app.id }), await createOffer({ applicationId: app.id })];
    actAs(users.clientA);
    const results = await Promise.all([accept(a.id), accept(b.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results[0]!.status === 200 ? a : b;
    const loser = winner === a ? b : a;
    expect((await results.find((r) => r.status === 409)!.json()).message).toMatch(/already been accepted/);
    const after = await prisma().application.findUniqueOrThrow({ where: { id: app.id } });
    expect(after.acceptedOfferId).toBe(winner.id);
    expect(await prisma().offer.findUniqueOrThrow({ where: { id: loser.id } })).toMatchObject({ status: "released" });
    expect(await prisma().contract.count({ where: { applicationId: app.id } })).toBe(1);
    // No orphan contract file from the losing request.
    expect(await prisma().document.count({ where: { applicationId: app.id, documentType: "contract" } })).toBe(1);
  });

  it("acceptance restates the terms and records time, user and IP; the contract PDF's SHA-256 is recorded; the broker and staff are told", async () => {
    const users = await seedDemo();
    const app = await offersApplication(users);
    const offer = await createOffer({ applicationId: app.id, frequency: "weekly" });
    actAs(users.clientA);
    const view = await offersOf(app.id);
    const shown = view.offers.find((o: { id: string }) => o.id === offer.id).disclosure;
    expect(shown.repayment).toMatch(/weekly/);
    const res = await accept(offer.id);
    expect(res.status).toBe(200);
    const stored = await prisma().offer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(stored).toMatchObject({ status: "accepted", acceptedIp: IP, acceptedById: users.clientA.id });
    expect(stored.acceptedAt).toBeInstanceOf(Date);
    const terms = stored.acceptedTerms as { restated: { label: string; value: string }[]; figures: unknown };
    expect(terms.restated).toContainEqual({ label: "Repayment", value: shown.repayment });
    expect(terms.restated).toContainEqual({ label: "Total cost of finance", value: shown.totalCost });
    expect(terms.figures).toEqual(shown.figures);
    const event = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "offer.accepted", entityId: offer.id },
    });
    expect(event).toMatchObject({ ip: IP, actorId: users.clientA.id });
    const contract = await prisma().contract.findUniqueOrThrow({ where: { offerId: offer.id } });
    expect(sha256(await fileBytes(contract.documentId!))).toBe(contract.documentSha256);
    const kinds = await prisma().notification.findMany({ where: { createdAt: { gte: stored.acceptedAt! } } });
    expect(kinds.filter((n) => n.kind === "offer_accepted").map((n) => n.userId ?? n.role)).toEqual(
      expect.arrayContaining([users.partnerA.id, "staff"]),
    );
    expect(kinds.some((n) => n.kind === "contract_ready" && n.userId === users.clientA.id)).toBe(true);
    // A second acceptance of anything on this application is refused.
    expect((await accept(offer.id)).status).toBe(409);
  });

  it("an expired offer cannot be accepted; the job marks it expired and reminds the client once, 48 hours ahead", async () => {
    const users = await seedDemo();
    const app = await offersApplication(users);
    const past = await createOffer({ applicationId: app.id, expiresAt: new Date(Date.now() - 60_000) });
    const soon = await createOffer({ applicationId: app.id, expiresAt: new Date(Date.now() + 24 * 3600_000) });
    actAs(users.clientA);
    const res = await accept(past.id);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/expired/);
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).acceptedOfferId).toBeNull();
    expect((await offersOf(app.id)).offers.find((o: { id: string }) => o.id === past.id).status).toBe("expired");

    const first = await expireOffers();
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(await prisma().offer.findUniqueOrThrow({ where: { id: past.id } })).toMatchObject({ status: "expired" });
    await expireOffers();
    const reminders = await prisma().notification.count({
      where: { userId: users.clientA.id, kind: "offer_expiring", body: { contains: app.number } },
    });
    expect(reminders).toBe(1);
    expect(await prisma().offer.findUniqueOrThrow({ where: { id: soon.id } })).toMatchObject({ status: "open" });
  });

  it("a closed (withdrawn) application's offers cannot be accepted", async () => {
    const users = await seedDemo();
    const app = await offersApplication(users);
    const offer = await createOffer({ applicationId: app.id });
    await prisma().application.update({ where: { id: app.id }, data: { status: "withdrawn" } });
    actAs(users.clientA);
    const res = await accept(offer.id);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/closed/);
    expect(await prisma().offer.findUniqueOrThrow({ where: { id: offer.id } })).toMatchObject({ status: "open" });
  });

  it("declining all closes every open offer; the application stays in offers presentation and staff are told", async () => {
    const users = await seedDemo();
    const app = await offersApplication(users);
    await createOffer({ applicationId: app.id });
    await createOffer({ applicationId: app.id });
    actAs(users.clientA);
    const res = await DECLINE(
      apiRequest("POST", `/api/applications/${app.id}/offers/decline`),
      routeParams({ id: app.id }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ declined: 2 });
    expect(await prisma().offer.count({ where: { applicationId: app.id, status: "declined" } })).toBe(2);
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe(
      "offers_presentation",
    );
    expect(await prisma().notification.count({ where: { role: "staff", title: { contains: app.number } } })).toBe(1);
  });

  it("signing records name, consent, time, IP and the document's hash, stores the signed PDF, and moves the application to approved", async () => {
    const users = await seedDemo();
    const app = await offersApplication(users);
    const offer = await createOffer({ applicationId: app.id });
    actAs(users.clientA);
    expect((await accept(offer.id)).status).toBe(200);
    const contract = await prisma().contract.findUniqueOrThrow({ where: { offerId: offer.id } });

    actAs(users.staff);
    expect((await sign(contract.id, "Staff Member")).status).toBe(403);
    actAs(users.clientB);
    expect((await sign(contract.id, "Someone Else")).status).toBe(404);

    actAs(users.clientA);
    const res = await sign(contract.id, "Sarah Mitchell");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ applicationStatus: "approved" });
    const signed = await prisma().contract.findUniqueOrThrow({ where: { id: contract.id } });
    expect(signed).toMatchObject({
      status: "signed",
      signerName: "Sarah Mitchell",
      signerId: users.clientA.id,
      consentText: SIGNING_CONSENT_TEXT,
      signedIp: IP,
      documentSha256: contract.documentSha256,
    });
    expect(signed.signedAt).toBeInstanceOf(Date);
    const bytes = await fileBytes(signed.signedDocumentId!);
    const event = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "contract.signed", entityId: contract.id },
    });
    expect((event.after as { signedDocumentSha256: string }).signedDocumentSha256).toBe(sha256(bytes));
    // The signature page is laid out by react-pdf (ADR 084): read the whole document back with unpdf.
    const text = (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\n/g, " ");
    expect(text).toContain("Sarah Mitchell");
    expect(text).toContain(contract.documentSha256);
    expect(text).toContain(IP);
    const after = await prisma().application.findUniqueOrThrow({ where: { id: app.id } });
    expect(after.status).toBe("approved");
    expect(
      await prisma().applicationStatusChange.count({ where: { applicationId: app.id, toStatus: "approved" } }),
    ).toBe(1);
    expect((await sign(contract.id, "Sarah Mitchell")).status).toBe(409);
  });

  it("a client cannot see or accept another client's offers; a partner reads referred offers but cannot accept; staff cannot accept", async () => {
    const users = await seedDemo();
    const app = await offersApplication(users);
    const offer = await createOffer({ applicationId: app.id });
    actAs(users.clientB);
    expect((await OFFERS(apiRequest("GET", `/x`), routeParams({ id: app.id }))).status).toBe(404);
    expect((await accept(offer.id)).status).toBe(404);
    actAs(users.partnerA);
    expect((await offersOf(app.id)).offers).toHaveLength(1);
    expect((await accept(offer.id)).status).toBe(403);
    actAs(users.partnerB);
    expect((await OFFERS(apiRequest("GET", `/x`), routeParams({ id: app.id }))).status).toBe(404);
    actAs(users.staff);
    expect((await offersOf(app.id)).offers).toHaveLength(1);
    expect((await accept(offer.id)).status).toBe(403);
    expect(await prisma().offer.findUniqueOrThrow({ where: { id: offer.id } })).toMatchObject({ status: "open" });
  });

  it("the demo seed gives the demo client's offers-ready applications open offers to compare, whose figures are loanTerms()", async () => {
    const users = await seedDemo();
    const apps = await prisma().application.findMany({
      // The seeded ones, not this file's copies (offersApplication numbers them "<number>-O<n>").
      where: { clientId: users.clientA.id, status: "offers_presentation", number: { not: { contains: "-O" } } },
      include: { offers: { where: { status: "open" } } },
    });
    expect(apps.length).toBeGreaterThan(0);
    expect(apps.some((a) => a.offers.length >= 2)).toBe(true);
    actAs(users.clientA);
    for (const app of apps) {
      const view = await offersOf(app.id);
      expect(view.offers.length).toBe(app.offers.length);
      for (const o of view.offers)
        expect(o.disclosure.figures.repaymentCents).toBe(app.offers.find((x) => x.id === o.id)!.repaymentCents);
    }
  });
});
