// Issue 34 item 2 (ADR 083): the owner's deletion request carried out by staff once the deal is
// closed — stored documents, bank data and check results deleted; what the law requires kept; the
// owner e-mailed both lists; audited; refused before the deal closes, for a client, and twice.
import { beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { carryOutDeletion } from "@/lib/consent/deletion";
import { isAppError } from "@/lib/http/errors";
import { storage } from "@/lib/storage";
import { giveBankData } from "../support/bank-evidence";
import { seedDemo, type DemoUsers } from "../support/fixtures";
import { prisma } from "../support/submissions";

let users: DemoUsers;
beforeAll(async () => {
  users = await seedDemo();
});

const asUser = (u: { id: string; email: string; role: string }) => u as unknown as SessionUser;

async function refusal(p: Promise<unknown>) {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

async function storedDoc(applicationId: string, ownerId: string, fileName: string, documentType: string) {
  const key = `test/${applicationId.toLowerCase()}/${fileName.replace(/[^a-z0-9]+/g, "-")}-${Math.random().toString(36).slice(2)}`;
  await storage().put(key, Buffer.from(`%PDF-1.7 ${fileName}`), "application/pdf");
  return prisma().document.create({
    data: {
      applicationId,
      ownerId,
      fileName,
      documentType,
      sizeBytes: 20,
      contentType: "application/pdf",
      storageDriver: storage().name,
      storageKey: key,
    },
  });
}

describe("carrying out a deletion request", () => {
  it("deletes the stored files, bank data and check results, keeps the records the law requires, e-mails the owner, audits", async () => {
    const app = await prisma().application.findFirstOrThrow({
      where: { status: "submitted", directors: { some: { dateOfBirthEnc: { not: null } } } },
      include: { client: true },
    });
    const id = app.id;
    const statement = await storedDoc(id, app.clientId, "bank-statement.pdf", "bank_statement");
    const photo = await storedDoc(id, app.clientId, "photo-id.pdf", "identity");
    const proposal = await storedDoc(id, app.clientId, "credit-proposal.pdf", "credit_proposal");
    await giveBankData(id, 5_000_000);
    await prisma().evidenceCheck.upsert({
      where: { applicationId_kind_subject: { applicationId: id, kind: "commercial_bureau", subject: "company" } },
      update: { resultEnc: "enc:test:secret", outcome: "clear", status: "completed" },
      create: {
        applicationId: id,
        kind: "commercial_bureau",
        subject: "company",
        subjectName: app.businessName,
        provider: "fake",
        status: "completed",
        outcome: "clear",
        resultEnc: "enc:test:secret",
      },
    });
    const consentsBefore = await prisma().lenderConsent.count({ where: { applicationId: id } });
    const request = await prisma().dataDeletionRequest.create({
      data: { applicationId: id, requestedById: app.clientId, note: "Please delete" },
    });

    // Not before the deal is closed; never by the client.
    const early = await refusal(carryOutDeletion(asUser(users.staff), request.id));
    expect(early.status).toBe(409);
    expect(early.message).toMatch(/settled, declined or withdrawn/);
    expect(await storage().exists(statement.storageKey)).toBe(true);
    await prisma().application.update({ where: { id }, data: { status: "settled" } });
    expect((await refusal(carryOutDeletion(asUser(users.clientA), request.id))).status).toBe(403);

    const done = await carryOutDeletion(asUser(users.staff), request.id, "203.0.113.9");
    expect(done.documentsDeleted).toBeGreaterThanOrEqual(2);
    expect(done.fileNames).toEqual(expect.arrayContaining(["bank-statement.pdf", "photo-id.pdf"]));
    expect(await storage().exists(statement.storageKey)).toBe(false);
    expect(await storage().exists(photo.storageKey)).toBe(false);
    expect(await prisma().document.count({ where: { id: { in: [statement.id, photo.id] } } })).toBe(0);
    // Kept: the credit proposal (a disclosure) and its file, the consents, the fact of each check.
    expect(await storage().exists(proposal.storageKey)).toBe(true);
    expect(await prisma().document.count({ where: { id: proposal.id } })).toBe(1);
    expect(await prisma().lenderConsent.count({ where: { applicationId: id } })).toBe(consentsBefore);
    expect(await prisma().bankStatement.count({ where: { applicationId: id } })).toBe(0);
    expect(await prisma().bankDataAnalysis.count({ where: { applicationId: id } })).toBe(0);
    const checks = await prisma().evidenceCheck.findMany({ where: { applicationId: id } });
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((c) => c.resultEnc === null && c.outcome === null)).toBe(true);
    const directors = await prisma().applicationDirector.findMany({ where: { applicationId: id } });
    expect(directors.every((d) => d.dateOfBirthEnc === null && d.licenceNumberEnc === null && d.street === null)).toBe(
      true,
    );
    expect((await prisma().application.findUniqueOrThrow({ where: { id } })).number).toBe(app.number);

    const row = await prisma().dataDeletionRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(row.completedAt).not.toBeNull();
    expect(row.completedById).toBe(users.staff.id);
    expect(row.outcome).toMatchObject({ documentsKept: 1, analysisDeleted: true });
    const event = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "data.deleted", entityId: request.id },
    });
    expect(event.actorId).toBe(users.staff.id);
    const mail = await prisma().outboxEmail.findFirstOrThrow({
      where: { to: app.client.email, subject: `We deleted your file for ${app.number}` },
    });
    expect(mail.text).toContain("photo-id.pdf");
    expect(mail.text).toContain("Kept, because the law requires us");
    expect(mail.text).toContain("consents");

    // Twice: refused, nothing more.
    expect((await refusal(carryOutDeletion(asUser(users.staff), request.id))).status).toBe(409);
    expect(await prisma().auditEvent.count({ where: { action: "data.deleted", entityId: request.id } })).toBe(1);
  });
});
