// Issue 33 item 3 (ADR 068): matching and lender decisions on evidence, the affordability line, and
// the status guard (Approved and settlement need the accepted offer).
import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as STATUS } from "@/app/api/applications/[id]/status/route";
import { POST as SETTLE } from "@/app/api/applications/[id]/settlement/route";
import { rematchApplication } from "@/lib/assessment/evidence";
import { CONDITIONS } from "@/lib/lenders/adapters/simulated-decision";
import { applicationOffers } from "@/lib/offers/queries";
import { advanceSubmission } from "@/lib/submissions/advance";
import { acceptedOffer } from "../support/accepted-offer";
import { giveBankData } from "../support/bank-evidence";
import { seedDemo, type DemoUser, type DemoUsers } from "../support/fixtures";
import { makeReadyForLenders } from "../support/full-application";
import { actAs, apiRequest, routeParams } from "../support/session";
import { change, prisma, submit } from "../support/submissions";

let users: DemoUsers;
beforeAll(async () => {
  users = await seedDemo();
});

const used = new Set<string>();
/** A submitted seeded application not used by another test here, with the facts given. */
async function freshApp(facts: Record<string, unknown>) {
  const app = await prisma().application.findFirstOrThrow({
    where: { status: "submitted", id: { notIn: [...used] }, submissions: { none: {} } },
    orderBy: { seq: "asc" },
  });
  used.add(app.id);
  return prisma().application.update({ where: { id: app.id }, data: facts });
}
const eligibleNames = async (applicationId: string) =>
  (
    await prisma().lenderMatch.findMany({
      where: { applicationId, eligible: true },
      include: { lender: { select: { name: true } } },
    })
  )
    .map((m) => m.lender.name)
    .sort();
const lenderNamed = (name: string) => prisma().lender.findFirstOrThrow({ where: { name } });

/** Submit, send, decide: the simulated lender's answer on the file as it stands. */
async function decide(applicationId: string, lenderId: string) {
  actAs(users.staff);
  expect((await submit(applicationId, [lenderId])).status).toBe(201);
  const sub = await prisma().lenderSubmission.findFirstOrThrow({ where: { applicationId, lenderId } });
  await advanceSubmission(sub.id);
  await advanceSubmission(sub.id);
  return prisma().lenderSubmission.findUniqueOrThrow({ where: { id: sub.id } });
}
/** Staff answer every open condition in text; the lender then decides again. */
async function answerAll(subId: string) {
  const sub = await prisma().lenderSubmission.findUniqueOrThrow({ where: { id: subId } });
  for (const c of sub.conditions as { id: string; text: string }[])
    expect((await change(sub.id, { action: "answer", conditionId: c.id, answer: "Provided." })).status).toBe(200);
  await advanceSubmission(sub.id);
  return prisma().lenderSubmission.findUniqueOrThrow({ where: { id: subId } });
}

describe("matching on evidence", () => {
  it("changes when the verified turnover differs from the stated one", async () => {
    const app = await freshApp({
      loanAmount: 150_000,
      termMonths: 24,
      monthlyTurnover: 150_000,
      purpose: "growth",
      creditProfile: "excellent",
      timeInBusiness: "5y+",
    });
    await rematchApplication(app.id);
    const stated = await eligibleNames(app.id);
    await giveBankData(app.id, 2_000_000);
    const { evidence } = (await rematchApplication(app.id))!;
    expect(evidence.verified.facts.monthlyTurnover).toBe(20_000);
    expect(evidence.verified.sources.turnover).toBe("bank_data");
    const verified = await eligibleNames(app.id);
    expect(verified).not.toEqual(stated);
    expect(verified.length).toBeLessThan(stated.length);
    const wattle = await prisma().lenderMatch.findFirstOrThrow({
      where: { applicationId: app.id, lender: { name: "Wattle Capital" } },
    });
    expect(wattle).toMatchObject({ eligible: false });
    expect(wattle.reasons).toContain("Needs monthly turnover of at least $25,000");
    const audit = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "application.rematched", entityId: app.id },
      orderBy: { at: "desc" },
    });
    expect(audit.after).toMatchObject({ sources: { turnover: "bank_data" } });
  });

  it("does not match an equipment-only lender for working capital", async () => {
    const app = await freshApp({
      loanAmount: 100_000,
      termMonths: 36,
      monthlyTurnover: 200_000,
      purpose: "cashflow",
      creditProfile: "excellent",
      timeInBusiness: "5y+",
    });
    await rematchApplication(app.id);
    for (const name of ["Banksia Equipment Finance", "Outback Equipment Co-op", "Ironbark Asset Finance"]) {
      const m = await prisma().lenderMatch.findFirstOrThrow({ where: { applicationId: app.id, lender: { name } } });
      expect(m.eligible).toBe(false);
      expect(m.reasons.join("; ")).toContain("Offers equipment finance only, not finance for cash flow");
    }
    await prisma().application.update({ where: { id: app.id }, data: { purpose: "equipment" } });
    await rematchApplication(app.id);
    const banksia = await prisma().lenderMatch.findFirstOrThrow({
      where: { applicationId: app.id, lender: { name: "Banksia Equipment Finance" } },
    });
    expect(banksia.eligible).toBe(true);
  });
});

describe("the simulated lender decides on the bank data", () => {
  it("asks for bank data rather than deciding without it; typing an answer does not make an offer", async () => {
    const app = await freshApp({
      loanAmount: 100_000,
      termMonths: 36,
      monthlyTurnover: 80_000,
      purpose: "growth",
      creditProfile: "excellent",
      timeInBusiness: "5y+",
    });
    await makeReadyForLenders(users.staff, app.id);
    const sub = await decide(app.id, (await lenderNamed("Silver Wattle Credit")).id);
    expect(sub.status).toBe("action_required");
    expect((sub.conditions as { text: string }[]).map((c) => c.text)).toEqual([CONDITIONS.bankData]);
    const again = await answerAll(sub.id);
    expect(again.status).toBe("action_required");
    expect(await prisma().offer.count({ where: { submissionId: sub.id } })).toBe(0);
  });

  it("declines or caps $235,000 over 36 months on $20,000 a month, with the reason shown", async () => {
    const app = await freshApp({
      loanAmount: 235_000,
      termMonths: 36,
      monthlyTurnover: 20_000,
      purpose: "growth",
      creditProfile: "good",
      timeInBusiness: "6m-1y",
    });
    await makeReadyForLenders(users.staff, app.id);
    await giveBankData(app.id, 2_000_000);
    let sub = await decide(app.id, (await lenderNamed("Silver Wattle Credit")).id);
    // Conditions first (a young business); answering them never lifts the amount.
    if (sub.status === "action_required") sub = await answerAll(sub.id);
    expect(["declined", "offered"]).toContain(sub.status);
    if (sub.status === "declined") {
      expect(sub.declineReason).toMatch(/% of average monthly inflows of \$20,000\.00; this lender allows at most 30%/);
      return;
    }
    const offer = await prisma().offer.findFirstOrThrow({ where: { submissionId: sub.id } });
    expect(offer.amount).toBeLessThan(235_000);
    expect(offer.decisionNote).toMatch(
      /^Capped at \$[\d,]+ \(you asked for \$235,000\): repayments on the amount asked would be 4\d% of your average monthly inflows \(with any other lenders' repayments\); this lender allows at most 30%\.$/,
    );
    // What the client sees: the affordability line, computed, and the reason for the cap.
    const client = await prisma().user.findUniqueOrThrow({ where: { id: app.clientId } });
    const view = await applicationOffers({ id: client.id, role: "client" } as never, app.id);
    const d = view.offers.find((o) => o.id === offer.id)!.disclosure;
    expect(d.affordability).toMatch(
      /^Repayments are (2\d|30)% of your average monthly inflows; in your lowest month (2\d|30)%\.$/,
    );
    expect(d.decisionNote).toBe(offer.decisionNote);
  });
});

describe("the status guard", () => {
  const move = (who: DemoUser, id: string, body: Record<string, unknown>) => {
    actAs(who);
    return STATUS(apiRequest("PATCH", `/api/applications/${id}/status`, body), routeParams({ id }));
  };
  const settle = (who: DemoUser, id: string, body: Record<string, unknown>) => {
    actAs(who);
    return SETTLE(apiRequest("POST", `/api/applications/${id}/settlement`, body), routeParams({ id }));
  };

  it("refuses Approved without an accepted offer and a signed contract (409, with what is missing)", async () => {
    const app = await freshApp({ status: "offers_presentation" });
    const res = await move(users.admin, app.id, { status: "approved", notes: "Looks fine" });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { message: string; fields: { missing: string[] } };
    expect(body.message).toContain("An application is Approved only once the client has accepted an offer");
    expect(body.fields.missing).toEqual(["an accepted offer", "a signed contract"]);
    // Accepted but not signed: still refused, now for the signature alone.
    await acceptedOffer(app.id, await lenderNamed("Wattle Capital"), { signed: false });
    const unsigned = await move(users.staff, app.id, { status: "approved", notes: "Accepted" });
    expect(unsigned.status).toBe(409);
    expect(((await unsigned.json()) as { fields: { missing: string[] } }).fields.missing).toEqual([
      "a signed contract",
    ]);
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe(
      "offers_presentation",
    );
  });

  it("records a settlement without an accepted offer only as an admin override with a note, audited", async () => {
    const app = await freshApp({ status: "offers_presentation" });
    const l = await lenderNamed("Wattle Capital");
    const terms = {
      settledOn: new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" }),
      amountFunded: 100_000,
      lenderReference: "WC-1001",
      lenderId: l.id,
      termMonths: 24,
      interestRatePercent: l.rateMinBps / 100,
      frequency: "monthly",
    };
    const staff = await settle(users.staff, app.id, terms);
    expect(staff.status).toBe(409);
    expect(((await staff.json()) as { message: string }).message).toContain("only an admin can record one without");
    const noNote = await settle(users.admin, app.id, terms);
    expect(noNote.status).toBe(409);
    expect(((await noNote.json()) as { fields: Record<string, string[]> }).fields.note).toBeDefined();
    const ok = await settle(users.admin, app.id, { ...terms, note: "Lender funded on a paper offer; see e-mail" });
    expect(ok.status).toBe(201);
    const audit = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "settlement.overridden", entityId: app.id },
    });
    expect(audit).toMatchObject({ actorId: users.admin.id, note: "Lender funded on a paper offer; see e-mail" });
    expect(audit.after).toMatchObject({ missing: ["an accepted offer", "a signed contract"] });
  });

  it("settles an accepted, signed offer without any override", async () => {
    const app = await freshApp({});
    const l = await lenderNamed("Wattle Capital");
    const offer = await acceptedOffer(app.id, l, { amount: 90_000 });
    const res = await settle(users.staff, app.id, {
      settledOn: new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" }),
      amountFunded: offer.amount,
      lenderReference: "WC-2002",
    });
    expect(res.status).toBe(201);
    expect(await prisma().auditEvent.count({ where: { action: "settlement.overridden", entityId: app.id } })).toBe(0);
  });
});
