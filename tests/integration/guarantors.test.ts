// Issue #34 item 4 (ADR 067): each director or guarantor signs the guarantee from their own link,
// after a one-time code; the wrong name, the wrong person, a used, expired or altered link are
// refused with nothing recorded; the e-signature provider's webhook is verified by its HMAC.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as WEBHOOK } from "@/app/api/esign/webhook/route";
import { POST as SIGN } from "@/app/api/contracts/[id]/sign/route";
import { POST as ACCEPT } from "@/app/api/offers/[id]/accept/route";
import { POST as UPLOAD } from "@/app/api/staff/contracts/[id]/lender-contract/route";
import type { SessionUser } from "@/lib/auth/session";
import { fakeEnvelopes, webhookSignature } from "@/lib/contracts/esign";
import { LINK_EXPIRED, LINK_INVALID, LINK_USED } from "@/lib/contracts/guarantor-link";
import { sendGuaranteeCode, signGuarantee } from "@/lib/contracts/guarantor-sign";
import { allSignaturesComplete } from "@/lib/contracts/guarantors";
import { fakeSmsOutbox } from "@/lib/contracts/sms";
import { resetEnvForTests } from "@/lib/env";
import { isAppError } from "@/lib/http/errors";
import { seedDemo, type DemoUsers } from "../support/fixtures";
import { createOffer, offersApplication } from "../support/offers";
import { actAs, apiRequest, routeParams } from "../support/session";
import { prisma } from "../support/submissions";

const IP = "203.0.113.77";
let users: DemoUsers;
beforeAll(async () => {
  users = await seedDemo();
});

/** An application in offers with two guarantors on file, an accepted offer and the lender's contract issued. */
async function withGuarantors(opts: { driver?: "simulated" | "email"; provider?: string } = {}) {
  const app = await offersApplication(users);
  const tag = app.number.toLowerCase().replace(/[^a-z0-9]/g, "");
  await prisma().applicationDirector.createMany({
    data: [
      {
        applicationId: app.id,
        position: 0,
        fullName: "Olivia Walker",
        email: `olivia.${tag}@guarantor.example`,
        guarantor: true,
      },
      {
        applicationId: app.id,
        position: 1,
        fullName: "Samuel James Walker",
        email: `sam.${tag}@guarantor.example`,
        mobile: "0412345678",
        guarantor: true,
      },
    ],
  });
  const offer = await createOffer({ applicationId: app.id });
  if (opts.driver === "email")
    await prisma().lenderSubmission.update({ where: { id: offer.submissionId }, data: { driver: "email" } });
  if (opts.provider) process.env.ESIGN_PROVIDER = opts.provider;
  resetEnvForTests();
  actAs(users.clientA);
  const res = await ACCEPT(
    apiRequest("POST", `/api/offers/${offer.id}/accept`, { confirmed: true }),
    routeParams({ id: offer.id }),
  );
  delete process.env.ESIGN_PROVIDER;
  resetEnvForTests();
  expect(res.status).toBe(200);
  const contract = await prisma().contract.findUniqueOrThrow({ where: { offerId: offer.id } });
  return { app, offer, contract, tag };
}

/** The token from the newest signing e-mail to this address. */
async function linkFor(email: string) {
  const mail = await prisma().outboxEmail.findFirstOrThrow({
    where: { to: email, subject: { startsWith: "Sign your guarantee" } },
    orderBy: { createdAt: "desc" },
  });
  return /\/sign\/guarantee\/([\w-]+)/.exec(mail.text)![1]!;
}
async function codeFor(email: string) {
  const mail = await prisma().outboxEmail.findFirstOrThrow({
    where: { to: email, subject: { startsWith: "Your signing code" } },
    orderBy: { createdAt: "desc" },
  });
  return /code is (\d{6})/.exec(mail.text)![1]!;
}
async function refusal(p: Promise<unknown>) {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}
const signed = (contractId: string) => prisma().guarantorSigning.count({ where: { contractId, status: "signed" } });
const guaranteeDocs = (applicationId: string) =>
  prisma().document.count({ where: { applicationId, documentType: "signed_guarantee" } });

describe("guarantors sign from their own links", () => {
  it("e-mails each guarantor their own link; the token is stored only hashed", async () => {
    const { contract, tag } = await withGuarantors();
    const rows = await prisma().guarantorSigning.findMany({ where: { contractId: contract.id } });
    expect(rows.map((r) => r.name).sort()).toEqual(["Olivia Walker", "Samuel James Walker"]);
    const token = await linkFor(`olivia.${tag}@guarantor.example`);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => r.tokenHash.length === 64)).toBe(true);
  });

  it("refuses a signature with the wrong name, with the reason, and records nothing", async () => {
    const { app, contract, tag } = await withGuarantors();
    const email = `olivia.${tag}@guarantor.example`;
    const token = await linkFor(email);
    await sendGuaranteeCode(token, null, IP);
    const code = await codeFor(email);
    const error = await refusal(signGuarantee(null, { token, code, fullName: "Liv W", consent: true }, IP));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/Olivia Walker/);
    expect(await signed(contract.id)).toBe(0);
    expect(await guaranteeDocs(app.id)).toBe(0);
  });

  it("refuses the wrong person signed in, then a used link, an expired one and an altered one; nothing more is recorded", async () => {
    const { app, contract, tag } = await withGuarantors();
    const olivia = `olivia.${tag}@guarantor.example`;
    const sam = `sam.${tag}@guarantor.example`;
    const token = await linkFor(olivia);
    const client = await prisma().user.findUniqueOrThrow({ where: { id: users.clientA.id } });
    const viewer: SessionUser = { ...client, mfa: true, sessionId: "test" };
    expect((await refusal(sendGuaranteeCode(token, viewer, IP))).status).toBe(403);

    await sendGuaranteeCode(token, null, IP);
    const code = await codeFor(olivia);
    expect(
      (
        await refusal(
          signGuarantee(
            null,
            { token, code: "000000" === code ? "111111" : "000000", fullName: "Olivia Walker", consent: true },
            IP,
          ),
        )
      ).status,
    ).toBe(400);
    const ok = await signGuarantee(null, { token, code, fullName: "olivia  WALKER", consent: true }, IP);
    expect(ok.signedDocumentId).toBeTruthy();
    const row = await prisma().guarantorSigning.findFirstOrThrow({
      where: { contractId: contract.id, name: "Olivia Walker" },
    });
    expect(row).toMatchObject({ status: "signed", signerName: "olivia WALKER", signedIp: IP, signedVia: "click" });
    expect(row.documentSha256).toBe(contract.documentSha256);

    // Used twice.
    const used = await refusal(signGuarantee(null, { token, code, fullName: "Olivia Walker", consent: true }, IP));
    expect(used.message).toBe(LINK_USED);
    // Expired.
    const samToken = await linkFor(sam);
    await sendGuaranteeCode(samToken, null, IP);
    expect(fakeSmsOutbox.at(-1)?.to).toBe("0412345678");
    const samCode = await codeFor(sam);
    await prisma().guarantorSigning.updateMany({
      where: { contractId: contract.id, name: "Samuel James Walker" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await refusal(
      signGuarantee(null, { token: samToken, code: samCode, fullName: "Samuel Walker", consent: true }, IP),
    );
    expect(expired.message).toBe(LINK_EXPIRED);
    // Altered.
    const altered = `${samToken.slice(0, -1)}${samToken.endsWith("A") ? "B" : "A"}`;
    expect(
      (
        await refusal(
          signGuarantee(null, { token: altered, code: samCode, fullName: "Samuel Walker", consent: true }, IP),
        )
      ).message,
    ).toBe(LINK_INVALID);
    expect(await signed(contract.id)).toBe(1);
    expect(await guaranteeDocs(app.id)).toBe(1);
  });

  it("approves only when the borrower and every guarantor have signed (allSignaturesComplete)", async () => {
    const { app, contract, tag } = await withGuarantors();
    actAs(users.clientA);
    const res = await SIGN(
      apiRequest("POST", `/api/contracts/${contract.id}/sign`, { fullName: "Sarah Mitchell", consent: true }),
      routeParams({ id: contract.id }),
    );
    expect(res.status).toBe(200);
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe(
      "offers_presentation",
    );
    expect(await allSignaturesComplete(app.id)).toBe(false);
    for (const [who, name] of [
      ["olivia", "Olivia Walker"],
      ["sam", "Samuel J. Walker"],
    ] as const) {
      const email = `${who}.${tag}@guarantor.example`;
      const token = await linkFor(email);
      await sendGuaranteeCode(token, null, IP);
      await signGuarantee(null, { token, code: await codeFor(email), fullName: name, consent: true }, IP);
    }
    expect(await allSignaturesComplete(app.id)).toBe(true);
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("approved");
  });
});

describe("the lender issues the contract", () => {
  it("waits for the lender's contract when the lender is reached by e-mail; staff upload it and the links go out", async () => {
    const { contract, tag } = await withGuarantors({ driver: "email" });
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
    const { contract } = await withGuarantors({ provider: "fake-envelope" });
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
