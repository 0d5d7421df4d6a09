import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/staff/applications/[id]/submissions/route";
import { loanTerms } from "@/lib/money/loan-terms";
import { advanceSubmission } from "@/lib/submissions/advance";
import { seedDemo, type DemoUsers } from "../support/fixtures";
import { makeReadyForLenders } from "../support/full-application";
import { actAs, apiRequest, routeParams } from "../support/session";
import { giveBankData } from "../support/bank-evidence";
import { candidate, change, prisma, readyDecision, submit } from "../support/submissions";

let users: DemoUsers;
beforeAll(async () => {
  users = await seedDemo();
});

describe("lender submissions", () => {
  it("submits a ready file to two simulated lenders; the jobs bring an offer and a decline with its reason", async () => {
    const { app, offers, declines } = await candidate();
    await makeReadyForLenders(users.staff, app.id);
    await giveBankData(app.id, app.monthlyTurnover * 100);
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
    // The reasons of the match list as submitted: brought up to the evidence on file (ADR 068).
    const match = await prisma().lenderMatch.findFirstOrThrow({
      where: { applicationId: app.id, lenderId: declines.lenderId },
    });
    expect(declined.declineReason).toBe(match.reasons.join("; "));
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

  it("a borderline file: the simulated lender names its conditions; answered, it decides again and offers", async () => {
    const used = (await prisma().lenderSubmission.findMany()).map((x) => x.applicationId);
    const apps = await prisma().application.findMany({
      // A stated band the seeded soft check agrees with ("not sure" ones carry the demo bureau's own band).
      where: { status: "submitted", id: { notIn: used }, creditProfile: { not: "unsure" } },
      include: { matches: { where: { eligible: true }, include: { lender: true } } },
      orderBy: { seq: "asc" },
    });
    const pick = apps
      .map((app) => ({
        app,
        lender: app.matches.find(
          (m) => m.lender.driver === "simulated" && readyDecision(m.lender, app).kind === "action_required",
        )?.lender,
      }))
      .find((c) => c.lender)!;
    const { app, lender } = pick;
    await makeReadyForLenders(users.staff, app.id);
    await giveBankData(app.id, app.monthlyTurnover * 100);
    actAs(users.staff);
    expect((await submit(app.id, [lender!.id])).status).toBe(201);
    const sub = await prisma().lenderSubmission.findFirstOrThrow({ where: { applicationId: app.id } });
    await advanceSubmission(sub.id);
    expect(await advanceSubmission(sub.id)).toBe("action_required");
    const waiting = await prisma().lenderSubmission.findUniqueOrThrow({ where: { id: sub.id } });
    const conditions = waiting.conditions as { id: string; text: string }[];
    const expected = readyDecision(lender!, app);
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
