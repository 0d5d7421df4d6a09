// Honesty (issue #13): a soft credit check runs only after recorded consent, through the bureau
// adapter, is stored and audited, and the applicant's e-mail says only what actually happened.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as SUBMIT } from "@/app/api/applications/route";
import { POST as CONFIRM } from "@/app/api/applications/confirm/route";
import { fakeBureau, runSoftCheck } from "@/lib/credit";
import { logger } from "@/lib/observability/log";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest } from "../support/session";
import { wizardAnswers } from "../support/wizard-answers";
import { PROMISES } from "@/lib/marketing/promises";

const SENTENCE =
  "We ran a soft credit check only (no hard enquiry) through our demonstration credit bureau (a simulated result); it does not affect your credit score.";
const answers = wizardAnswers;
const prisma = () => testDatabase().connection.prisma;
const submit = (body: unknown) => SUBMIT(apiRequest("POST", "/api/applications", body));
const mailTo = (to: string, subject: string) =>
  prisma().outboxEmail.findFirstOrThrow({ where: { to, subject }, orderBy: { createdAt: "desc" } });

let users: DemoUsers;
beforeAll(async () => {
  users = await seedDemo();
});
beforeEach(async () => {
  actAs(null);
  await prisma().rateLimit.deleteMany();
});
afterEach(() => vi.restoreAllMocks());

describe("soft credit checks", () => {
  it("run at submission after the recorded consent, stored with that consent, audited and named in the e-mail", async () => {
    const input = answers();
    const res = await submit(input);
    expect(res.status).toBe(201);
    const { id, applicationNumber } = (await res.json()) as { id: string; applicationNumber: string };
    const app = await prisma().application.findUniqueOrThrow({ where: { id } });
    const checks = await prisma().creditCheck.findMany({ where: { applicationId: id } });
    const expected = await fakeBureau.softCheck({
      businessName: input.companyName,
      abn: input.abnNumber,
      firstName: "Ada",
      lastName: "Nguyen",
    });
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({
      bureau: "fake",
      kind: "soft",
      status: "completed",
      score: expected.score,
      band: expected.band,
      bureauReference: expected.reference,
      consentAt: app.consentAt,
      consentNoticeVersion: "2026-11",
    });
    expect(checks[0]!.requestedAt.getTime()).toBeGreaterThanOrEqual(app.consentAt!.getTime());
    expect(
      await prisma().auditEvent.findFirstOrThrow({ where: { entity: "CreditCheck", entityId: checks[0]!.id } }),
    ).toMatchObject({ action: "credit_check.completed", actorId: app.clientId });
    const mail = await mailTo(input.email, `Application ${applicationNumber} received`);
    expect(mail.text).toContain(SENTENCE);
  });

  it("never run without recorded consent: refused submissions and unconsented applications reach no bureau", async () => {
    const bureau = vi.spyOn(fakeBureau, "softCheck");
    const refused = await submit(answers({ consentSoftCheck: false }));
    expect(refused.status).toBe(400);
    const draft = await prisma().application.findFirstOrThrow({ where: { status: "draft", consentSoftCheck: false } });
    expect(await runSoftCheck(draft.id, { actor: null })).toBeNull();
    expect(bureau).not.toHaveBeenCalled();
    expect(await prisma().creditCheck.count({ where: { applicationId: draft.id } })).toBe(0);
  });

  it("a bureau failure is stored and audited as failed, and the e-mail does not claim a check", async () => {
    vi.spyOn(fakeBureau, "softCheck").mockRejectedValueOnce(new Error("bureau unavailable"));
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const input = answers();
    const { id, applicationNumber } = (await (await submit(input)).json()) as { id: string; applicationNumber: string };
    const check = await prisma().creditCheck.findFirstOrThrow({ where: { applicationId: id } });
    expect(check).toMatchObject({ status: "failed", score: null, band: null });
    expect(await prisma().auditEvent.count({ where: { entityId: check.id, action: "credit_check.failed" } })).toBe(1);
    const mail = await mailTo(input.email, `Application ${applicationNumber} received`);
    expect(mail.text).not.toMatch(/credit check/i);
    expect(mail.text).toContain(PROMISES.offersExpected);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ applicationId: id }), "credit: soft check failed");
  });

  it("for a held application, run only once the address owner confirms with consent", async () => {
    const bureau = vi.spyOn(fakeBureau, "softCheck");
    const { id } = (await (await submit(answers({ email: users.clientB.email }))).json()) as { id: string };
    expect(bureau).not.toHaveBeenCalled();
    const held = await prisma().pendingApplication.findUniqueOrThrow({ where: { id } });
    const mail = await mailTo(users.clientB.email, `Confirm application ${held.number}`);
    const token = new URL(mail.text.match(/https?:\/\/\S+\/application\/confirm\?token=\S+/)![0]).searchParams.get(
      "token",
    )!;
    const before = new Date();
    expect(
      (await CONFIRM(apiRequest("POST", "/api/applications/confirm", { token, consentSoftCheck: true }))).status,
    ).toBe(200);
    expect(bureau).toHaveBeenCalledTimes(1);
    const app = await prisma().application.findUniqueOrThrow({ where: { id } });
    expect(app.consentAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(await prisma().creditCheck.findFirstOrThrow({ where: { applicationId: id } })).toMatchObject({
      status: "completed",
      consentAt: app.consentAt,
    });
    expect((await mailTo(users.clientB.email, `Application ${app.number} received`)).text).toContain(SENTENCE);
  });
});
