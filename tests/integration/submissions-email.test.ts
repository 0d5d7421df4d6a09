import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as PATCH_LENDER } from "@/app/api/admin/lenders/[id]/route";
import { deliverOutboxEmail, sendMail, setMailTransportForTests } from "@/lib/mail";
import { loanTerms } from "@/lib/money/loan-terms";
import { storage } from "@/lib/storage";
import { advanceSubmission, sweepSubmissions } from "@/lib/submissions/advance";
import { seedDemo, type DemoUsers } from "../support/fixtures";
import { makeReadyForLenders } from "../support/full-application";
import { actAs, apiRequest, routeParams } from "../support/session";
import { candidate, change, prisma, submit } from "../support/submissions";

let users: DemoUsers;
beforeAll(async () => {
  users = await seedDemo();
});

describe("lender submissions by e-mail", () => {
  it("e-mails an e-mail lender the package with the PDF; staff key in the offer", async () => {
    const used = (await prisma().lenderSubmission.findMany()).map((s) => s.applicationId);
    const { app, offers } = await candidate(used, { needDecline: false });
    await prisma().lender.update({
      where: { id: offers.id },
      data: { driver: "email", submissionEmail: "Deals@Lender.example" },
    });
    await makeReadyForLenders(users.staff, app.id);
    actAs(users.staff);
    expect((await submit(app.id, [offers.id])).status).toBe(201);
    const sub = await prisma().lenderSubmission.findFirstOrThrow({ where: { applicationId: app.id } });
    expect(sub.driver).toBe("email");
    // The job is lost: the sweep sends it.
    await prisma().lenderSubmission.update({
      where: { id: sub.id },
      data: { updatedAt: new Date(Date.now() - 3_600_000) },
    });
    expect(await sweepSubmissions()).toBeGreaterThanOrEqual(1);
    const mail = await prisma().outboxEmail.findFirstOrThrow({ where: { to: "deals@lender.example" } });
    expect(mail.subject).toContain(app.number);
    const attachments = mail.attachments as { fileName: string; contentBase64?: string; storageKey?: string }[];
    expect(attachments[0]!.fileName).toBe(`${app.number}.pdf`);
    expect(Buffer.from(attachments[0]!.contentBase64!, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    // The approved documents travel by their storage keys.
    const approved = await prisma().document.count({ where: { applicationId: app.id, status: "approved" } });
    expect(attachments.filter((a) => a.storageKey)).toHaveLength(approved);
    const sent = await prisma().lenderSubmission.findUniqueOrThrow({ where: { id: sub.id } });
    expect(sent).toMatchObject({ status: "submitted", reference: app.number });
    // E-mail lenders do not answer through the job.
    expect(await advanceSubmission(sub.id)).toBe("submitted");

    // Conditions first: one answered in text, one sent to the client's checklist.
    const conditions = await change(sub.id, {
      action: "decide",
      status: "action_required",
      reference: "LND-4471",
      conditions: ["Two more months of bank statements", "Explain the March dip in turnover"],
    });
    expect(conditions.status).toBe(200);
    const open = await prisma().lenderSubmission.findUniqueOrThrow({ where: { id: sub.id } });
    const [c1, c2] = open.conditions as { id: string }[];
    expect((await change(sub.id, { action: "request", conditionId: c1!.id })).status).toBe(200);
    expect(
      await prisma().checklistItem.count({
        where: { applicationId: app.id, label: "Two more months of bank statements" },
      }),
    ).toBe(1);
    expect(
      (
        await change(sub.id, {
          action: "answer",
          conditionId: c2!.id,
          answer: "A one-off supplier delay; April recovered.",
        })
      ).status,
    ).toBe(200);
    expect((await prisma().lenderSubmission.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe(
      "action_required",
    );

    const keyed = await change(sub.id, {
      action: "decide",
      status: "offered",
      offer: {
        amount: 80_000,
        termMonths: 24,
        interestRateBps: 1_150,
        frequency: "weekly",
        fees: [{ label: "Establishment fee", amountCents: 120_000, when: "upfront" }],
        earlyRepayment: "No break fee",
        security: "Unsecured",
        guarantees: "Director's guarantee",
      },
    });
    expect(keyed.status).toBe(200);
    const offer = await prisma().offer.findFirstOrThrow({ where: { submissionId: sub.id } });
    const figures = loanTerms({
      amount: 80_000,
      termMonths: 24,
      interestRateBps: 1_150,
      frequency: "weekly",
      fees: [{ label: "Establishment fee", amountCents: 120_000, when: "upfront" }],
    });
    expect(offer).toMatchObject({
      repaymentFrequency: "weekly",
      repaymentCents: figures.repaymentCents,
      aprBps: figures.aprBps,
    });
    expect((await prisma().lenderSubmission.findUniqueOrThrow({ where: { id: sub.id } })).reference).toBe("LND-4471");
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe(
      "offers_presentation",
    );
    expect(
      await prisma().auditEvent.count({ where: { entityId: sub.id, action: { startsWith: "submission." } } }),
    ).toBeGreaterThanOrEqual(5);

    // Withdrawn: its open offer is released.
    expect((await change(sub.id, { action: "withdraw", note: "Client chose another lender" })).status).toBe(200);
    expect((await prisma().offer.findUniqueOrThrow({ where: { id: offer.id } })).status).toBe("released");
    expect((await change(sub.id, { action: "withdraw" })).status).toBe(409);
  });

  it("lets the admin switch a lender to e-mail submissions only with a submission address", async () => {
    const lender = await prisma().lender.findFirstOrThrow({ where: { driver: "simulated", active: true } });
    const patchLender = (body: unknown) =>
      PATCH_LENDER(apiRequest("PATCH", `/api/admin/lenders/${lender.id}`, body), routeParams({ id: lender.id }));
    actAs(users.admin);
    const refused = await patchLender({ driver: "email" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string[]> }).fields.submissionEmail).toBeTruthy();
    expect((await patchLender({ driver: "email", submissionEmail: "not-an-address" })).status).toBe(400);
    expect((await patchLender({ driver: "email", submissionEmail: "credit@lender.example" })).status).toBe(200);
    expect(await prisma().lender.findUniqueOrThrow({ where: { id: lender.id } })).toMatchObject({
      driver: "email",
      submissionEmail: "credit@lender.example",
    });
    actAs(users.staff);
    expect((await patchLender({ driver: "simulated" })).status).toBe(403);
  });

  it("delivers attachments: inline files as they are, stored documents read from storage at send time", async () => {
    const key = "lender-package-test/statement";
    await storage().put(key, Buffer.from("%PDF-1.4 stored"), "application/pdf");
    const sent: { attachments?: { filename: string; content: unknown }[] }[] = [];
    setMailTransportForTests({ sendMail: async (m: (typeof sent)[number]) => (sent.push(m), {}) } as never);
    try {
      const row = await sendMail({
        to: "credit@lender.example",
        subject: "Package",
        text: "Attached",
        attachments: [
          {
            fileName: "summary.pdf",
            contentType: "application/pdf",
            contentBase64: Buffer.from("%PDF-1.4 inline").toString("base64"),
          },
          { fileName: "statement.pdf", contentType: "application/pdf", storageDriver: storage().name, storageKey: key },
        ],
      });
      expect(await deliverOutboxEmail(row.id)).toBe(true);
    } finally {
      setMailTransportForTests(null);
    }
    const [inline, stored] = sent[0]!.attachments!;
    expect(inline!.filename).toBe("summary.pdf");
    expect(stored!.filename).toBe("statement.pdf");
    const chunks: Buffer[] = [];
    for await (const c of stored!.content as AsyncIterable<Buffer>) chunks.push(Buffer.from(c));
    expect(Buffer.concat(chunks).toString()).toBe("%PDF-1.4 stored");
  });
});
