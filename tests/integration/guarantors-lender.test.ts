// Issue #34 item 4 (ADR 067): the lender's own contract sends the guarantors' links out; the
// e-signature provider's webhook is verified by its HMAC; a lender withdrawn after acceptance voids
// the contract and its guarantees (ADR 083). Signing from the links is in guarantors-sign.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as WEBHOOK } from "@/app/api/esign/webhook/route";
import { POST as SIGN } from "@/app/api/contracts/[id]/sign/route";
import { POST as UPLOAD } from "@/app/api/staff/contracts/[id]/lender-contract/route";
import { fakeEnvelopes, webhookSignature } from "@/lib/contracts/esign";
import { sendGuaranteeCode, signGuarantee } from "@/lib/contracts/guarantor-sign";
import { applicationOffers } from "@/lib/offers/queries";
import { withdrawFromLender } from "@/lib/submissions/withdraw";
import { resetEnvForTests } from "@/lib/env";
import { seedDemo, type DemoUsers } from "../support/fixtures";
import { IP, codeFor, guaranteeDocs, linkFor, refusal, signed, withGuarantors } from "../support/guarantors";
import { actAs, apiRequest, routeParams } from "../support/session";
import { prisma } from "../support/submissions";

let users: DemoUsers;
beforeAll(async () => {
  users = await seedDemo();
});

describe("the lender issues the contract", () => {
  it("waits for the lender's contract when the lender is reached by e-mail; staff upload it and the links go out", async () => {
    const { contract, tag } = await withGuarantors(users, { driver: "email" });
    expect(contract).toMatchObject({ status: "awaiting_lender", documentId: null });
    expect(await prisma().guarantorSigning.count({ where: { contractId: contract.id } })).toBe(0);
    const upload = (body: BodyInit) =>
      UPLOAD(
        new Request(`http://127.0.0.1:3000/api/staff/contracts/${contract.id}/lender-contract`, {
          method: "POST",
          headers: { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" },
          body,
        }),
        routeParams({ id: contract.id }),
      );
    actAs(users.clientA);
    expect((await upload("%PDF-1.7 nope")).status).toBe(403);
    actAs(users.staff);
    expect((await upload("not a pdf")).status).toBe(400);
    const pdf = Buffer.from("%PDF-1.7\n% the lender's own contract\n%%EOF\n");
    expect((await upload(new Uint8Array(pdf))).status).toBe(200);
    const after = await prisma().contract.findUniqueOrThrow({ where: { id: contract.id } });
    expect(after.status).toBe("ready");
    expect(await prisma().guarantorSigning.count({ where: { contractId: contract.id } })).toBe(2);
    expect(await linkFor(`olivia.${tag}@guarantor.example`)).toBeTruthy();
    expect((await upload(new Uint8Array(pdf))).status).toBe(409);
  });
});

describe("the e-signature provider's webhook", () => {
  it("is refused without the right HMAC signature, and records a guarantor's signature with it", async () => {
    process.env.ESIGN_WEBHOOK_SECRET = "test-webhook-secret-0123456789";
    resetEnvForTests();
    const { contract } = await withGuarantors(users, { provider: "fake-envelope" });
    const envelope = fakeEnvelopes.find((e) => e.contractId === contract.id)!;
    expect(envelope.signers.map((s) => s.role)).toEqual(["borrower", "guarantor", "guarantor"]);
    expect((await prisma().contract.findUniqueOrThrow({ where: { id: contract.id } })).envelopeId).toBe(
      envelope.reference,
    );
    const olivia = envelope.signers.find((s) => s.name === "Olivia Walker")!;
    const event = (name: string) =>
      JSON.stringify({
        envelopeId: envelope.reference,
        event: "recipient_completed",
        recipient: { email: olivia.email, name },
      });
    const post = (body: string, signature: string | null) =>
      WEBHOOK(
        new Request("http://127.0.0.1:3000/api/esign/webhook", {
          method: "POST",
          headers: { "content-type": "application/json", ...(signature ? { "x-esign-signature": signature } : {}) },
          body,
        }),
      );
    expect((await post(event("Olivia Walker"), null)).status).toBe(401);
    expect(
      (await post(event("Olivia Walker"), webhookSignature("another-secret-0123456789", event("Olivia Walker"))))
        .status,
    ).toBe(401);
    // A body altered after signing.
    expect(
      (await post(event("Olivia Walker"), webhookSignature(process.env.ESIGN_WEBHOOK_SECRET, event("Liv W")))).status,
    ).toBe(401);
    expect(await signed(contract.id)).toBe(0);
    // Signed, but the adopted name is not hers: refused with the reason.
    const wrong = event("Liv W");
    expect((await post(wrong, webhookSignature(process.env.ESIGN_WEBHOOK_SECRET, wrong))).status).toBe(400);
    const right = event("Olivia Walker");
    expect((await post(right, webhookSignature(process.env.ESIGN_WEBHOOK_SECRET, right))).status).toBe(200);
    const row = await prisma().guarantorSigning.findFirstOrThrow({
      where: { contractId: contract.id, name: "Olivia Walker" },
    });
    expect(row).toMatchObject({ status: "signed", signedVia: "fake-envelope" });
    // A replayed event finds the link spent.
    expect((await post(right, webhookSignature(process.env.ESIGN_WEBHOOK_SECRET, right))).status).toBe(409);
    delete process.env.ESIGN_WEBHOOK_SECRET;
    resetEnvForTests();
  });
});

describe("a lender withdrawn after the client accepted (ADR 083)", () => {
  it("voids the unsigned contract and every guarantee: no link, click or signature works, and it shows as voided", async () => {
    const { app, offer, contract, tag } = await withGuarantors(users);
    const olivia = `olivia.${tag}@guarantor.example`;
    const token = await linkFor(olivia);
    await sendGuaranteeCode(token, null, IP);
    const code = await codeFor(olivia);
    const result = await withdrawFromLender(offer.submissionId, {
      actor: users.staff,
      reason: "the client chose not to proceed.",
    });
    expect(result).toMatchObject({ status: "withdrawn", contractVoided: contract.id, offersReleased: 1 });
    expect((await prisma().contract.findUniqueOrThrow({ where: { id: contract.id } })).status).toBe("void");
    expect(await prisma().guarantorSigning.count({ where: { contractId: contract.id, status: "void" } })).toBe(2);
    expect((await prisma().offer.findUniqueOrThrow({ where: { id: offer.id } })).status).toBe("released");
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).acceptedOfferId).toBeNull();
    const guarantee = await refusal(signGuarantee(null, { token, code, fullName: "Olivia Walker", consent: true }, IP));
    expect(guarantee.status).toBe(409);
    expect(guarantee.message).toMatch(/no longer needed/);
    actAs(users.clientA);
    const res = await SIGN(
      apiRequest("POST", `/api/contracts/${contract.id}/sign`, { fullName: "Sarah Mitchell", consent: true }),
      routeParams({ id: contract.id }),
    );
    expect(res.status).toBe(409);
    expect(await res.text()).toMatch(/voided/);
    expect(await signed(contract.id)).toBe(0);
    expect(await guaranteeDocs(app.id)).toBe(0);
    const view = await applicationOffers({ ...users.clientA, role: "client" } as never, app.id);
    expect(view.contract).toMatchObject({ id: contract.id, status: "void" });
    expect(view.contract!.guarantors.every((g) => g.status === "void")).toBe(true);
    const audit = await prisma().auditEvent.findFirstOrThrow({
      where: { entityId: contract.id, action: "contract.voided" },
    });
    expect(audit.after).toMatchObject({ status: "void", guaranteesVoided: 2 });
  });

  it("refuses to withdraw a lender whose contract the borrower signed, saying how to cancel, and changes nothing", async () => {
    const { offer, contract } = await withGuarantors(users);
    actAs(users.clientA);
    const res = await SIGN(
      apiRequest("POST", `/api/contracts/${contract.id}/sign`, { fullName: "Sarah Mitchell", consent: true }),
      routeParams({ id: contract.id }),
    );
    expect(res.status).toBe(200);
    const error = await refusal(withdrawFromLender(offer.submissionId, { actor: users.staff, reason: "test" }));
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/signed .*contract.*cancellation terms/);
    expect((await prisma().contract.findUniqueOrThrow({ where: { id: contract.id } })).status).toBe("signed");
    expect((await prisma().lenderSubmission.findUniqueOrThrow({ where: { id: offer.submissionId } })).status).not.toBe(
      "withdrawn",
    );
  });
});
