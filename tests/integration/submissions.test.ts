import { beforeAll, describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/staff/applications/[id]/submissions/route";
import { PATCH } from "@/app/api/staff/submissions/[id]/route";
import { PATCH as PATCH_LENDER } from "@/app/api/admin/lenders/[id]/route";
import { simulatedDecision } from "@/lib/lenders/adapters/simulated-decision";
import { deliverOutboxEmail, sendMail, setMailTransportForTests } from "@/lib/mail";
import { loanTerms } from "@/lib/money/loan-terms";
import { storage } from "@/lib/storage";
import { advanceSubmission, sweepSubmissions } from "@/lib/submissions/advance";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { makeReadyForLenders } from "../support/full-application";
import { actAs, apiRequest, routeParams } from "../support/session";

const prisma = () => testDatabase().connection.prisma;
const submit = (id: string, lenderIds: string[]) =>
  POST(apiRequest("POST", `/api/staff/applications/${id}/submissions`, { lenderIds }), routeParams({ id }));
const change = (id: string, body: unknown) =>
  PATCH(apiRequest("PATCH", `/api/staff/submissions/${id}`, body), routeParams({ id }));

/** A submitted application with an eligible lender that offers and a lender the engine rules out. */
async function candidate(skip: string[] = [], opts: { needDecline?: boolean } = {}) {
  const apps = await prisma().application.findMany({
    where: { status: "submitted", id: { notIn: skip } },
    include: { matches: { include: { lender: true } } },
    orderBy: { seq: "asc" },
  });
  for (const app of apps) {
    const offers = app.matches.find(
      (m) => m.eligible && m.lender.driver === "simulated" && simulatedDecision(m.lender, app).kind === "offered",
    );
    const declines = app.matches.find((m) => !m.eligible && m.lender.active);
    if (offers && (declines || opts.needDecline === false)) return { app, offers: offers.lender, declines: declines! };
  }
  throw new Error("no seeded application with an offering and a declining lender");
}

let users: DemoUsers;
beforeAll(async () => {
  users = await seedDemo();
});

describe("lender submissions", () => {
  it("submits a ready file to two simulated lenders; the jobs bring an offer and a decline with its reason", async () => {
    const { app, offers, declines } = await candidate();
    await makeReadyForLenders(users.staff, app.id);
    actAs(users.staff);
    const res = await submit(app.id, [offers.id, declines.lenderId]);
    expect(res.status).toBe(201);
    const rows = await prisma().lenderSubmission.findMany({ where: { applicationId: app.id } });
    expect(rows.map((r) => r.status)).toEqual(["submitted", "submitted"]);
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("lender_matching");
    expect(
      await prisma().auditEvent.count({
        where: { action: "submission.created", entityId: { in: rows.map((r) => r.id) } },
      }),
    ).toBe(2);

    // The jobs' steps, run directly: sent (a reference; assessing), then the lender's decision.
    const offerSub = rows.find((r) => r.lenderId === offers.id)!;
    const declineSub = rows.find((r) => r.lenderId === declines.lenderId)!;
    expect(await advanceSubmission(offerSub.id)).toBe("assessing");
    expect(await advanceSubmission(declineSub.id)).toBe("assessing");
    expect((await prisma().lenderSubmission.findUniqueOrThrow({ where: { id: offerSub.id } })).reference).toMatch(
      /^SIM-/,
    );
    expect(await advanceSubmission(declineSub.id)).toBe("declined");
    const declined = await prisma().lenderSubmission.findUniqueOrThrow({ where: { id: declineSub.id } });
    expect(declined.declineReason).toBe(declines.reasons.join("; "));
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("lender_matching");

    expect(await advanceSubmission(offerSub.id)).toBe("offered");
    const offer = await prisma().offer.findFirstOrThrow({ where: { submissionId: offerSub.id } });
    expect(offer.interestRateBps).toBeGreaterThanOrEqual(offers.rateMinBps);
    expect(offer.interestRateBps).toBeLessThanOrEqual(offers.rateMaxBps);
    const figures = loanTerms({
      amount: offer.amount,
      termMonths: offer.termMonths,
      interestRateBps: offer.interestRateBps,
      frequency: "monthly",
      fees: offer.fees as never,
    });
    expect(offer).toMatchObject({
      repaymentCents: figures.repaymentCents,
      aprBps: figures.aprBps,
      totalCostCents: figures.totalCostCents,
    });
    expect(offer.expiresAt.getTime() - offer.createdAt.getTime()).toBeCloseTo(14 * 86_400_000, -4);
    // The first offer moves the application to offers presentation, with history.
    const after = await prisma().application.findUniqueOrThrow({ where: { id: app.id } });
    expect(after.status).toBe("offers_presentation");
    expect(
      await prisma().applicationStatusChange.count({
        where: { applicationId: app.id, toStatus: "offers_presentation" },
      }),
    ).toBe(1);
    expect(await prisma().notification.count({ where: { userId: app.clientId, kind: "offer_received" } })).toBe(1);
    expect(
      await prisma().notification.count({ where: { role: "staff", kind: "submission_update" } }),
    ).toBeGreaterThanOrEqual(2);
    // A later step is a no-op: the row is the truth.
    expect(await advanceSubmission(offerSub.id)).toBe("offered");
    expect(await prisma().offer.count({ where: { submissionId: offerSub.id } })).toBe(1);

    // The board shows both with their statuses; submitting to the same lender again is refused.
    const board = await (
      await GET(apiRequest("GET", `/api/staff/applications/${app.id}/submissions`), routeParams({ id: app.id }))
    ).json();
    expect(board.submissions.map((s: { status: string }) => s.status).sort()).toEqual(["declined", "offered"]);
    expect((await submit(app.id, [offers.id])).status).toBe(409);
  });

  it("refuses a file that is not ready for lenders with 409 and what is missing", async () => {
    // A seeded file whose full application was never started.
    const app = await prisma().application.findFirstOrThrow({
      where: { status: "submitted", details: null, matches: { some: { eligible: true } } },
      include: { matches: { where: { eligible: true }, take: 1 } },
    });
    actAs(users.staff);
    const res = await submit(app.id, [app.matches[0]!.lenderId]);
    expect(res.status).toBe(409);
    const body = (await res.json()) as { fields: { missing: string[] } };
    expect(body.fields.missing.length).toBeGreaterThan(0);
    expect(await prisma().lenderSubmission.count({ where: { applicationId: app.id } })).toBe(0);
  });

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

  it("a borderline file: the simulated lender names its conditions; answered, it decides again and offers", async () => {
    const used = (await prisma().lenderSubmission.findMany()).map((x) => x.applicationId);
    const apps = await prisma().application.findMany({
      where: { status: "submitted", id: { notIn: used } },
      include: { matches: { where: { eligible: true }, include: { lender: true } } },
      orderBy: { seq: "asc" },
    });
    const pick = apps
      .map((app) => ({
        app,
        lender: app.matches.find(
          (m) => m.lender.driver === "simulated" && simulatedDecision(m.lender, app).kind === "action_required",
        )?.lender,
      }))
      .find((c) => c.lender)!;
    const { app, lender } = pick;
    await makeReadyForLenders(users.staff, app.id);
    actAs(users.staff);
    expect((await submit(app.id, [lender!.id])).status).toBe(201);
    const sub = await prisma().lenderSubmission.findFirstOrThrow({ where: { applicationId: app.id } });
    await advanceSubmission(sub.id);
    expect(await advanceSubmission(sub.id)).toBe("action_required");
    const waiting = await prisma().lenderSubmission.findUniqueOrThrow({ where: { id: sub.id } });
    const conditions = waiting.conditions as { id: string; text: string }[];
    const expected = simulatedDecision(lender!, app);
    expect(conditions.map((c) => c.text)).toEqual(expected.kind === "action_required" ? expected.conditions : []);
    for (const c of conditions)
      expect(
        (await change(sub.id, { action: "answer", conditionId: c.id, answer: `Answered: ${c.text}` })).status,
      ).toBe(200);
    expect((await prisma().lenderSubmission.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe("assessing");
    expect(await advanceSubmission(sub.id)).toBe("offered");
    expect(await prisma().offer.count({ where: { submissionId: sub.id } })).toBe(1);
  });
});
