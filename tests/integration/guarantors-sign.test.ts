// Issue #34 item 4 (ADR 067): each director or guarantor signs the guarantee from their own link,
// after a one-time code; the wrong name, the wrong person, a used, expired or altered link are
// refused with nothing recorded. The lender's contract, the provider's webhook and a withdrawn
// lender are in guarantors-lender.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as SIGN } from "@/app/api/contracts/[id]/sign/route";
import type { SessionUser } from "@/lib/auth/session";
import { LINK_EXPIRED, LINK_INVALID, LINK_USED } from "@/lib/contracts/guarantor-link";
import { sendGuaranteeCode, signGuarantee } from "@/lib/contracts/guarantor-sign";
import { allSignaturesComplete } from "@/lib/contracts/guarantors";
import { fakeSmsOutbox } from "@/lib/contracts/sms";
import { seedDemo, type DemoUsers } from "../support/fixtures";
import { IP, codeFor, guaranteeDocs, linkFor, refusal, signed, withGuarantors } from "../support/guarantors";
import { actAs, apiRequest, routeParams } from "../support/session";
import { prisma } from "../support/submissions";

let users: DemoUsers;
beforeAll(async () => {
  users = await seedDemo();
});

describe("guarantors sign from their own links", () => {
  it("e-mails each guarantor their own link; the token is stored only hashed", async () => {
    const { contract, tag } = await withGuarantors(users);
    const rows = await prisma().guarantorSigning.findMany({ where: { contractId: contract.id } });
    expect(rows.map((r) => r.name).sort()).toEqual(["Olivia Walker", "Samuel James Walker"]);
    const token = await linkFor(`olivia.${tag}@guarantor.example`);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => r.tokenHash.length === 64)).toBe(true);
  });

  it("refuses a signature with the wrong name, with the reason, and records nothing", async () => {
    const { app, contract, tag } = await withGuarantors(users);
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
    const { app, contract, tag } = await withGuarantors(users);
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
    const { app, contract, tag } = await withGuarantors(users);
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
