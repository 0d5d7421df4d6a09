// Issue 34 item 1 (ADR 083): where a lender checks directors' credit, each director named in the full
// application consents for themselves from their own link (hashed single-use token, expiry, one-time
// code, name on file) before staff may submit; the owner named as a director consents in the portal.
import { extractText } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as OWNER } from "@/app/api/applications/[id]/lenders/route";
import { POST as PROPOSE } from "@/app/api/staff/applications/[id]/lender-proposals/route";
import type { SessionUser } from "@/lib/auth/session";
import { hashToken } from "@/lib/security";
import {
  DIRECTOR_LINK_EXPIRED,
  DIRECTOR_LINK_INVALID,
  DIRECTOR_LINK_USED,
  giveDirectorConsent,
  liveDirectorLink,
  sendDirectorCode,
} from "@/lib/consent/director-link";
import { DIRECTOR_CONSENT_VERSION } from "@/lib/consent/director-text";
import { isAppError } from "@/lib/http/errors";
import { storageFor } from "@/lib/storage";
import { buffer } from "node:stream/consumers";
import { giveBankData } from "../support/bank-evidence";
import { seedDemo, type DemoUsers } from "../support/fixtures";
import { PUT } from "@/app/api/applications/[id]/full-application/route";
import { approveRequiredItems } from "../support/checklist";
import { completeFullApplication } from "../support/full-application";
import { actAs, apiRequest, routeParams } from "../support/session";
import { candidate, prisma, submitWithoutConsent } from "../support/submissions";

let users: DemoUsers;
const used: string[] = [];
beforeAll(async () => {
  users = await seedDemo();
});

const IP = "203.0.113.44";
const propose = (id: string, lenderIds: string[]) =>
  PROPOSE(apiRequest("POST", `/api/staff/applications/${id}/lender-proposals`, { lenderIds }), routeParams({ id }));
const approve = (id: string, lenderId: string) =>
  OWNER(
    apiRequest("POST", `/api/applications/${id}/lenders`, { action: "approve", lenderId }, { "x-forwarded-for": IP }),
    routeParams({ id }),
  );

async function refusal(p: Promise<unknown>) {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

/** A ready file whose match list has a lender checking directors' credit (hard) and one that does not (soft). */
async function readyFile(directors: { fullName: string; email?: string; mobile?: string }[]) {
  const { app } = await candidate(used, { needDecline: false });
  used.push(app.id);
  await prisma().lenderConsent.deleteMany({ where: { applicationId: app.id } });
  await prisma().lenderProposal.deleteMany({ where: { applicationId: app.id } });
  await prisma().directorConsent.deleteMany({ where: { applicationId: app.id } });
  // The full application names these directors, each complete (their Photo ID items approved).
  const values = completeFullApplication();
  const base = values.directors[0]!;
  values.directors = directors.map((d, position) => ({
    ...base,
    fullName: d.fullName,
    licenceNumber: `AB12345${position}`,
    ownershipPercent: String(position === 0 ? 100 - (directors.length - 1) * 10 : 10),
    email: d.email ?? "",
    mobile: d.mobile ?? "",
  }));
  actAs(users.staff);
  const saved = await PUT(
    apiRequest("PUT", `/api/applications/${app.id}/full-application`, values),
    routeParams({ id: app.id }),
  );
  expect(saved.status).toBe(200);
  await approveRequiredItems(users.staff, app.id);
  await giveBankData(app.id, app.monthlyTurnover * 100);
  const active = app.matches.filter((m) => m.lender.active);
  const hard = active.find((m) => m.lender.creditEnquiry === "hard")!.lender;
  const soft = await prisma().lender.findFirstOrThrow({ where: { active: true, creditEnquiry: "soft" } });
  if (!active.some((m) => m.lenderId === soft.id))
    await prisma().lenderMatch.create({
      data: {
        applicationId: app.id,
        lenderId: soft.id,
        eligible: true,
        reasons: [],
        speedHours: soft.speedHours,
        upToAmount: soft.maxAmount,
      },
    });
  return { app, hard, soft };
}

async function linkFor(email: string) {
  const mail = await prisma().outboxEmail.findFirstOrThrow({
    where: { to: email, subject: { startsWith: "Your consent to a credit check" } },
    orderBy: { createdAt: "desc" },
  });
  return { token: /\/sign\/consent\/([\w-]+)/.exec(mail.text)![1]!, mail };
}
async function codeFor(email: string) {
  const mail = await prisma().outboxEmail.findFirstOrThrow({
    where: { to: email, subject: { startsWith: "Your consent code" } },
    orderBy: { createdAt: "desc" },
  });
  return /code is (\d{6})/.exec(mail.text)![1]!;
}
const consented = (applicationId: string) =>
  prisma().directorConsent.count({ where: { applicationId, status: "consented" } });

describe("each director consents where the lender checks directors' credit", () => {
  it("e-mails each director their own link for the checking lenders only, refuses submission until each consents, and records each consent with its words and a PDF receipt", async () => {
    const tag = `d${Date.now()}`;
    const jane = `jane.${tag}@director.example`;
    const tom = `tom.${tag}@director.example`;
    const { app, hard, soft } = await readyFile([
      { fullName: "Jane Citizen", email: jane },
      { fullName: "Thomas Lee Citizen", email: tom, mobile: "0412000111" },
    ]);
    actAs(users.staff);
    expect((await propose(app.id, [hard.id, soft.id])).status).toBe(201);
    const janeLink = await linkFor(jane);
    expect(janeLink.mail.text).toContain(hard.name);
    expect(janeLink.mail.text).not.toContain(soft.name);
    const rows = await prisma().directorConsent.findMany({ where: { applicationId: app.id } });
    expect(rows.map((r) => r.name).sort()).toEqual(["Jane Citizen", "Thomas Lee Citizen"]);
    expect(rows.every((r) => r.lenderIds.join() === hard.id && r.tokenHash !== janeLink.token)).toBe(true);
    expect(rows.some((r) => r.tokenHash === hashToken(janeLink.token))).toBe(true);

    actAs({ id: app.clientId });
    expect((await approve(app.id, hard.id)).status).toBe(201);
    expect((await approve(app.id, soft.id)).status).toBe(201);
    actAs(users.staff);
    // The soft-enquiry lender needs only the owner; the hard one each director (409 naming them and it).
    const refused = await submitWithoutConsent(app.id, [hard.id]);
    expect(refused.status).toBe(409);
    const message = ((await refused.json()) as { message: string }).message;
    expect(message).toContain(`Jane Citizen and Thomas Lee Citizen for ${hard.name}`);
    expect(await prisma().lenderSubmission.count({ where: { applicationId: app.id, lenderId: hard.id } })).toBe(0);
    expect((await submitWithoutConsent(app.id, [soft.id])).status).toBe(201);

    // Jane's page shows the lender and the enquiry; the wrong name, the wrong person and a wrong code record nothing.
    const live = await liveDirectorLink(janeLink.token, null);
    expect(live.lenders.map((l) => l.name)).toEqual([hard.name]);
    expect(live.text).toContain("hard credit enquiry");
    await sendDirectorCode(janeLink.token, null, IP);
    const code = await codeFor(jane);
    const wrongName = await refusal(
      giveDirectorConsent(null, { token: janeLink.token, code, fullName: "J Citizen", consent: true }, IP),
    );
    expect(wrongName.status).toBe(400);
    expect(wrongName.message).toContain("Jane Citizen");
    const someoneElse = { id: users.clientB.id, email: users.clientB.email, role: "client" } as unknown as SessionUser;
    const wrongPerson = await refusal(
      giveDirectorConsent(someoneElse, { token: janeLink.token, code, fullName: "Jane Citizen", consent: true }, IP),
    );
    expect(wrongPerson.status).toBe(403);
    const wrongCode = await refusal(
      giveDirectorConsent(
        null,
        {
          token: janeLink.token,
          code: code === "000000" ? "111111" : "000000",
          fullName: "Jane Citizen",
          consent: true,
        },
        IP,
      ),
    );
    expect(wrongCode.status).toBe(400);
    expect(await consented(app.id)).toBe(0);

    const given = await giveDirectorConsent(
      null,
      { token: janeLink.token, code, fullName: "jane  citizen", consent: true },
      IP,
    );
    const row = await prisma().directorConsent.findUniqueOrThrow({ where: { id: given.consentId } });
    expect(row).toMatchObject({ status: "consented", textVersion: DIRECTOR_CONSENT_VERSION, ip: IP, via: "link" });
    expect(row.consentText).toContain(`I, Jane Citizen, a director of ${app.businessName}`);
    expect(row.consentText).toContain(hard.name);
    expect(row.consentedAt).not.toBeNull();
    expect(await prisma().auditEvent.count({ where: { action: "consent.director_given", entityId: row.id } })).toBe(1);
    const doc = await prisma().document.findUniqueOrThrow({ where: { id: given.receiptDocumentId } });
    expect(doc.documentType).toBe("consent_receipt");
    const bytes = await buffer(await storageFor(doc.storageDriver).get(doc.storageKey));
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    for (const words of ["Jane Citizen", hard.name, DIRECTOR_CONSENT_VERSION, IP, app.number])
      expect(text).toContain(words);
    const receiptMail = await prisma().outboxEmail.findFirstOrThrow({
      where: { to: jane, subject: { startsWith: "Your consent receipt" } },
    });
    expect(JSON.stringify(receiptMail.attachments)).toContain("director-consent-");

    // Used twice, expired, altered: refused, nothing more recorded.
    expect((await refusal(liveDirectorLink(janeLink.token, null))).message).toBe(DIRECTOR_LINK_USED);
    const { token: tomToken } = await linkFor(tom);
    expect((await refusal(liveDirectorLink(`${tomToken.slice(0, -2)}xx`, null))).message).toBe(DIRECTOR_LINK_INVALID);
    await prisma().directorConsent.updateMany({
      where: { applicationId: app.id, name: "Thomas Lee Citizen" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await refusal(sendDirectorCode(tomToken, null, IP))).message).toBe(DIRECTOR_LINK_EXPIRED);
    expect(await consented(app.id)).toBe(1);

    // Still Tom missing: 409 naming only him.
    const second = await submitWithoutConsent(app.id, [hard.id]);
    expect(second.status).toBe(409);
    const secondMessage = ((await second.json()) as { message: string }).message;
    expect(secondMessage).toContain(`Thomas Lee Citizen for ${hard.name}`);
    expect(secondMessage).not.toContain("Jane Citizen");

    await prisma().directorConsent.updateMany({
      where: { applicationId: app.id, name: "Thomas Lee Citizen" },
      data: { expiresAt: new Date(Date.now() + 86_400_000) },
    });
    await sendDirectorCode(tomToken, null, IP);
    await giveDirectorConsent(
      null,
      { token: tomToken, code: await codeFor(tom), fullName: "Thomas Citizen", consent: true },
      IP,
    );
    expect((await submitWithoutConsent(app.id, [hard.id])).status).toBe(201);
  });

  it("the owner named as a director consents with their approval in the portal; no link is sent to them", async () => {
    const { app, hard } = await readyFile([{ fullName: "Placeholder Name" }]);
    const client = await prisma().user.findUniqueOrThrow({ where: { id: app.clientId } });
    await prisma().applicationDirector.updateMany({
      where: { applicationId: app.id },
      data: { fullName: `${client.firstName} ${client.lastName}` },
    });
    actAs(users.staff);
    expect((await propose(app.id, [hard.id])).status).toBe(201);
    expect(await prisma().directorConsent.count({ where: { applicationId: app.id } })).toBe(0);
    expect(
      await prisma().outboxEmail.count({
        where: { to: client.email, subject: { startsWith: "Your consent to a credit check" } },
      }),
    ).toBe(0);
    actAs({ id: app.clientId });
    expect((await approve(app.id, hard.id)).status).toBe(201);
    const row = await prisma().directorConsent.findFirstOrThrow({ where: { applicationId: app.id } });
    expect(row).toMatchObject({
      via: "portal",
      status: "consented",
      userId: app.clientId,
      ip: IP,
      lenderIds: [hard.id],
    });
    expect(row.consentText).toContain(hard.name);
    actAs(users.staff);
    expect((await submitWithoutConsent(app.id, [hard.id])).status).toBe(201);
  });
});
