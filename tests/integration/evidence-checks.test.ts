// Issue 33 items 2 and 5 (ADR 071): bureau files, identity, screening and PPSR checks run only after
// the subject's recorded consent, through the adapters, encrypted at rest, audited; a failing service
// leaves the check pending for the job's retry and nothing is concluded; the owner reads plain words.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { CheckUnavailableError, ConsentRequiredError, fakeBureau } from "@/lib/credit";
import {
  COMPANY,
  MAX_ATTEMPTS,
  ownerChecks,
  recordConsent,
  runCheck,
  setCheckProvidersForTests,
  staffChecks,
  sweepChecks,
} from "@/lib/checks";
import { fakeIdentityVerifier } from "@/lib/checks/fakes";
import { DOB_FIELD, LICENCE_FIELD } from "@/lib/applications/full-application/stored";
import { encryptField } from "@/lib/security/field-encryption";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";

const prisma = () => testDatabase().connection.prisma;
let users: DemoUsers;
let applicationId: string;
const clientOf = async (id: string) =>
  (await prisma().application.findUniqueOrThrow({ where: { id }, select: { clientId: true } })).clientId;

beforeAll(async () => {
  users = await seedDemo();
  const app = await prisma().application.findFirstOrThrow({
    where: { clientId: users.clientA.id },
    orderBy: { createdAt: "asc" },
  });
  applicationId = app.id;
  await prisma().application.update({ where: { id: app.id }, data: { consentSoftCheck: true, consentAt: new Date() } });
  await prisma().applicationDirector.deleteMany({ where: { applicationId } });
  await prisma().applicationDirector.createMany({
    data: [
      ["Ada Nguyen", "1980-04-12", "12345678"],
      ["Ben Okafor", "1975-09-30", "87654329"], // ends in 9: the fake DVS has no such licence
    ].map(([fullName, dob, licence], position) => ({
      applicationId,
      position,
      fullName: fullName!,
      dateOfBirthEnc: encryptField(dob!, DOB_FIELD),
      licenceNumberEnc: encryptField(licence!, LICENCE_FIELD),
      licenceState: "NSW",
      guarantor: true,
    })),
  });
});
afterEach(() => setCheckProvidersForTests(undefined));

const owner = () => ({ actor: { id: users.clientA.id, role: "client" }, ip: "127.0.0.1" });
const checksOf = (kind: string) => prisma().evidenceCheck.findMany({ where: { applicationId, kind } });
const people = async () => (await ownerChecks(users.clientA, applicationId)).subjects.filter((s) => s.key !== COMPANY);

describe("consent", () => {
  it("is needed before any check about a person or the company: none is queued without it", async () => {
    expect(await prisma().evidenceCheck.count({ where: { applicationId } })).toBe(0);
    const view = await ownerChecks(users.clientA, applicationId);
    expect(view.subjects.map((s) => [s.name, s.consentedAt])).toEqual([
      [expect.any(String), null],
      ["Ada Nguyen", null],
      ["Ben Okafor", null],
    ]);
    expect(view.checks).toEqual([]);
  });

  it("is refused by the adapters themselves when a request carries none", async () => {
    const company = { name: "Harbour View Bakery", abn: "51824753556", acn: null };
    await expect(fakeBureau.commercialFile(company, null as never)).rejects.toBeInstanceOf(ConsentRequiredError);
    await expect(
      fakeBureau.consumerFile({ fullName: "Ada Nguyen", dateOfBirth: "1980-04-12" }, undefined as never),
    ).rejects.toBeInstanceOf(ConsentRequiredError);
    await expect(
      fakeIdentityVerifier.verify({ fullName: "A", dateOfBirth: null, document: null }, null as never),
    ).rejects.toBeInstanceOf(ConsentRequiredError);
  });

  it("for someone the application does not name is refused", async () => {
    await expect(recordConsent(applicationId, "person:nobody", owner())).rejects.toMatchObject({ code: "not_found" });
  });

  it("a check whose consent is gone is failed, never run", async () => {
    const [ada] = await people();
    await recordConsent(applicationId, ada!.key, owner());
    const [check] = await prisma().evidenceCheck.findMany({ where: { applicationId, kind: "consumer_bureau" } });
    await prisma().checkConsent.deleteMany({ where: { applicationId, subject: ada!.key } });
    const after = await runCheck(check!.id);
    expect(after).toMatchObject({ status: "failed", failure: expect.stringContaining("No consent") });
    await prisma().evidenceCheck.deleteMany({ where: { applicationId } });
  });
});

describe("the checks", () => {
  it("run after consent: company file with ASIC extract, PPSR, and each person's file, ID and screen", async () => {
    await recordConsent(applicationId, COMPANY, owner());
    for (const p of await people()) await recordConsent(applicationId, p.key, owner());
    const queued = await prisma().evidenceCheck.findMany({ where: { applicationId } });
    expect(queued.map((c) => c.kind).sort()).toEqual([
      "commercial_bureau",
      "consumer_bureau",
      "consumer_bureau",
      "identity",
      "identity",
      "ppsr",
      "screening",
      "screening",
    ]);
    for (const c of queued) await runCheck(c.id);
    const rows = await prisma().evidenceCheck.findMany({ where: { applicationId } });
    expect(rows.every((r) => r.status === "completed")).toBe(true);
    expect(rows.every((r) => r.resultEnc!.startsWith("enc:"))).toBe(true);
    expect(rows.find((r) => r.kind === "identity" && r.subjectName === "Ben Okafor")!.outcome).toBe("not_verified");
    expect(rows.find((r) => r.kind === "identity" && r.subjectName === "Ada Nguyen")!.outcome).toBe("verified");

    const staff = await staffChecks(users.staff, applicationId);
    const company = staff.find((c) => c.kind === "commercial_bureau")!.result as {
      asic: { directors: string[]; status: string };
      score: number;
    };
    expect(company.asic).toMatchObject({ status: "registered", directors: ["Ada Nguyen", "Ben Okafor"] });
    expect(rows.find((r) => r.kind === "commercial_bureau")!.resultEnc).not.toContain("Ben Okafor");
    const audits = await prisma().auditEvent.findMany({
      where: { entity: "EvidenceCheck", action: "evidence_check.completed" },
    });
    expect(audits.length).toBeGreaterThanOrEqual(8);
    expect(JSON.stringify(audits.map((a) => a.after))).not.toContain(String(company.score));
  });

  it("are shown to the owner in plain words, with the next step for a failed identity check", async () => {
    const view = await ownerChecks(users.clientA, applicationId);
    const ben = view.checks.find((c) => c.title === "Identity check: Ben Okafor")!;
    expect(ben.state).toBe("attention");
    expect(ben.consent).toMatch(/^With Ben Okafor's consent, recorded /);
    expect(ben.nextStep).toContain("Check the licence number and state in the full application");
    expect(view.checks.find((c) => c.title.startsWith("Personal credit file: Ben"))!.found).not.toMatch(/score/i);
  });

  it("a failed identity check runs again once the owner corrected the licence; a verified one cannot be re-run", async () => {
    const { recheckIdentity } = await import("@/lib/checks/consents");
    const ben = (await checksOf("identity")).find((c) => c.subjectName === "Ben Okafor")!;
    const ada = (await checksOf("identity")).find((c) => c.subjectName === "Ada Nguyen")!;
    await expect(recheckIdentity(applicationId, ada.id, owner())).rejects.toMatchObject({ code: "not_found" });
    await prisma().applicationDirector.updateMany({
      where: { applicationId, fullName: "Ben Okafor" },
      data: { licenceNumberEnc: encryptField("87654321", LICENCE_FIELD) },
    });
    await recheckIdentity(applicationId, ben.id, owner());
    expect(await runCheck(ben.id)).toMatchObject({ status: "completed", outcome: "verified" });
  });

  it("are not shown to a broker or another client, nor the staff detail to the owner", async () => {
    await expect(ownerChecks(users.clientB, applicationId)).rejects.toMatchObject({ code: "not_found" });
    await expect(ownerChecks(users.partnerA, applicationId)).rejects.toMatchObject({ code: "not_found" });
    await expect(staffChecks(users.clientA, applicationId)).rejects.toMatchObject({ code: "not_found" });
    expect(await clientOf(applicationId)).toBe(users.clientA.id);
  });
});

describe("a service that fails or times out", () => {
  it("leaves the check pending (retried by the job), then failed after the last attempt, never concluded", async () => {
    await prisma().evidenceCheck.updateMany({
      where: { applicationId, kind: "ppsr" },
      data: { status: "pending", outcome: null, resultEnc: null, completedAt: null, attempts: 0 },
    });
    const [ppsr] = await checksOf("ppsr");
    setCheckProvidersForTests({
      ppsr: {
        id: "down",
        label: "down",
        search: () => Promise.reject(new CheckUnavailableError("PPSR timed out")),
      },
    });
    await expect(runCheck(ppsr!.id)).rejects.toThrow("PPSR timed out");
    const pending = await prisma().evidenceCheck.findUniqueOrThrow({ where: { id: ppsr!.id } });
    expect(pending).toMatchObject({ status: "pending", attempts: 1, outcome: null, resultEnc: null });
    const plain = (await ownerChecks(users.clientA, applicationId)).checks.find((c) => c.id === ppsr!.id)!;
    expect(plain).toMatchObject({ state: "pending" });
    expect(plain.found).toContain("Check pending");

    // The sweep retries what is stale; the last attempt fails it with the reason.
    await prisma().evidenceCheck.update({
      where: { id: ppsr!.id },
      data: { attempts: MAX_ATTEMPTS - 1, requestedAt: new Date(Date.now() - 3_600_000) },
    });
    await sweepChecks();
    expect(await prisma().evidenceCheck.findUniqueOrThrow({ where: { id: ppsr!.id } })).toMatchObject({
      status: "failed",
      failure: "PPSR timed out",
      outcome: null,
    });

    // Once the service is back, a re-run completes it.
    setCheckProvidersForTests(undefined);
    const { rerunCheck } = await import("@/lib/checks");
    await rerunCheck(ppsr!.id, owner());
    expect(await runCheck(ppsr!.id)).toMatchObject({ status: "completed" });
  });
});
