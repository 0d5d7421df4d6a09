// Issue 35: the staff Commissions page and its form actions (remittance import, payout run steps):
// the page refuses on its own without the proxy; the actions work as plain form posts and answer
// with what was done or every problem.
import { isValidElement } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  approvePayoutAction,
  importRemittanceAction,
  paidPayoutAction,
  partnerTermsAction,
  preparePayoutAction,
  remittanceMappingAction,
} from "@/app/(portals)/staff/commissions/actions";
import CommissionsPage from "@/app/(portals)/staff/commissions/page";
import { PortalAccessState } from "@/components/portal/portal-access";
import { approvedApp, melbourneDay, settleLoan, twoLenders } from "../support/commissions";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs } from "../support/session";

vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }) }));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
beforeAll(async () => (users = await seedDemo()));

const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

describe("the Commissions page", () => {
  it("renders for staff, and shows the access state to a partner", async () => {
    actAs(users.staff);
    const el = await CommissionsPage({ searchParams: Promise.resolve({}) });
    expect(isValidElement(el) && el.type !== PortalAccessState).toBe(true);
    actAs(users.admin);
    const withTerms = await CommissionsPage({ searchParams: Promise.resolve({}) });
    expect(isValidElement(withTerms) && withTerms.type !== PortalAccessState).toBe(true);
    actAs(users.partnerA);
    const refused = await CommissionsPage({ searchParams: Promise.resolve({}) });
    expect(isValidElement(refused) && refused.type === PortalAccessState).toBe(true);
  });
});

describe("its form actions", () => {
  it("import a remittance file, then prepare, approve (not by the preparer) and pay a run", async () => {
    const [lender] = await twoLenders();
    await prisma().lender.update({
      where: { id: lender.id },
      data: { remittanceMapping: { reference: "Ref", amount: "Amount", ignore: [] } },
    });
    await prisma().user.update({
      where: { id: users.partnerA.id },
      data: { payoutBsb: "083-004", payoutAccountNumber: "12345678", payoutAccountName: "Partner A" },
    });
    const app = await approvedApp(users.partnerA);
    await settleLoan(users.staff, app.id, { lenderId: lender.id, lenderReference: "FORM-1", amountFunded: 50_000 });
    const upfront = await prisma().commission.findFirstOrThrow({ where: { applicationId: app.id, kind: "upfront" } });

    actAs(users.staff);
    const csv = new File([`Ref,Amount\nFORM-1,${(upfront.lenderCents! / 100).toFixed(2)}\n`], "form.csv", {
      type: "text/csv",
    });
    expect(await importRemittanceAction({}, form({ lenderId: lender.id, file: csv }))).toEqual({
      done: `Imported 1 line from ${lender.name}: 1 matched, 0 short-paid, 0 over-paid, 0 unmatched.`,
    });
    const bad = await importRemittanceAction(
      {},
      form({ lenderId: lender.id, file: new File(["Ref,Amount,Extra\n"], "b.csv") }),
    );
    expect(bad.fields?.csv).toEqual(['Unknown column "Extra": map it or list it as ignored.']);

    const prepared = await preparePayoutAction({}, form({ from: "2026-01-01", to: melbourneDay() }));
    expect(prepared.done).toMatch(/^Payout run PR-\d{4} prepared/);
    const run = await prisma().payoutRun.findFirstOrThrow({ orderBy: { seq: "desc" } });
    expect((await approvePayoutAction({}, form({ id: run.id }))).error).toMatch(/someone other than/);
    actAs(users.admin);
    expect((await approvePayoutAction({}, form({ id: run.id }))).done).toBe(`Payout run ${run.reference} approved.`);
    expect((await paidPayoutAction({}, form({ id: run.id, paidOn: melbourneDay() }))).done).toBe(
      `Payout run ${run.reference} marked paid.`,
    );
    expect(await prisma().commission.findUniqueOrThrow({ where: { id: upfront.id } })).toMatchObject({
      paid: true,
      payoutRunId: run.id,
    });
    actAs(users.partnerA);
    expect((await preparePayoutAction({}, form({ from: "2026-01-01", to: melbourneDay() }))).error).toBe("Forbidden");
  });

  it("admin keeps a lender's remittance columns and a partner's terms; staff may not", async () => {
    const [, lender] = await twoLenders();
    const columns = {
      id: lender.id,
      reference: "Loan No",
      amount: "Paid",
      type: "",
      period: "Month",
      ignore: "Borrower, Notes",
    };
    actAs(users.staff);
    expect((await remittanceMappingAction({}, form(columns))).error).toBe("Forbidden");
    actAs(users.admin);
    expect((await remittanceMappingAction({}, form({ ...columns, amount: "" }))).fields).toBeDefined();
    expect((await remittanceMappingAction({}, form(columns))).done).toBe(`${lender.name}'s remittance columns saved.`);
    expect((await prisma().lender.findUniqueOrThrow({ where: { id: lender.id } })).remittanceMapping).toEqual({
      reference: "Loan No",
      amount: "Paid",
      period: "Month",
      ignore: ["Borrower", "Notes"],
    });

    const terms = {
      id: users.partnerB.id,
      splitPercent: "62.5",
      payoutBsb: "",
      payoutAccountNumber: "",
      payoutAccountName: "",
      note: "",
    };
    const tooHigh = await partnerTermsAction({}, form({ ...terms, splitPercent: "120" }));
    expect(tooHigh.fields?.splitBps).toBeDefined();
    // A refusal carries what was typed back to the form (ADR 055).
    expect(tooHigh.values).toMatchObject({ id: terms.id, splitPercent: "120" });
    expect((await partnerTermsAction({}, form({ ...terms, payoutBsb: "12-345" }))).fields?.payoutBsb).toBeDefined();
    expect((await partnerTermsAction({}, form(terms))).done).toBe("Partner terms saved.");
    expect((await prisma().user.findUniqueOrThrow({ where: { id: users.partnerB.id } })).commissionSplitBps).toBe(
      6_250,
    );
    actAs(users.staff);
    expect((await partnerTermsAction({}, form(terms))).error).toBe("Forbidden");
  });
});
