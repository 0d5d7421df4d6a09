// Issue #39 item 7: the full application stayed editable after the contract was signed.
import { beforeAll, describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/applications/[id]/full-application/route";
import type { FullApplicationValues } from "@/lib/applications/full-application/schema";
import { SENT_TO_LENDERS_MESSAGE, type FullApplicationView } from "@/lib/applications/full-application/store";
import { seedDemo, testDatabase, type DemoUser, type DemoUsers } from "../support/fixtures";
import { completeFullApplication, makeReadyForLenders } from "../support/full-application";
import { approveRequiredItems } from "../support/checklist";
import { offersApplication } from "../support/offers";
import { actAs, apiRequest, routeParams } from "../support/session";
import { candidate, change, submit } from "../support/submissions";

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;

beforeAll(async () => {
  users = await seedDemo();
});

const path = (id: string) => `/api/applications/${id}/full-application`;
const get = (id: string) => GET(apiRequest("GET", path(id)), routeParams({ id }));
const put = (id: string, body: unknown) => PUT(apiRequest("PUT", path(id), body), routeParams({ id }));
const as = async <T>(who: Pick<DemoUser, "id">, fn: () => Promise<T>) => {
  actAs(who);
  return fn();
};

/** The attacker's change: a $900,000 debt and another purpose. */
function withBigDebt(values: FullApplicationValues): FullApplicationValues {
  return {
    ...values,
    hasExistingDebts: "yes",
    debts: [
      {
        lender: "Shadow Lender",
        facilityType: "term_loan",
        balance: "900000",
        monthlyRepayment: "25000",
        refinance: false,
      },
    ],
    purpose: { detail: "Something else entirely", useOfFunds: "Cash out" },
  };
}

/** A fresh application of clientA (referred by partnerA) with a complete file, moved to `status`. */
async function fileAt(status: "under_review" | "approved") {
  const app = await offersApplication(users);
  await prisma().application.update({ where: { id: app.id }, data: { status: "under_review" } });
  expect((await as(users.clientA, () => put(app.id, completeFullApplication()))).status).toBe(200);
  await prisma().application.update({ where: { id: app.id }, data: { status } });
  return app;
}

describe("the full application once the file has gone to lenders (#39 item 7)", () => {
  it("after signing (approved), the client's and the partner's changes are 409 with a clear message; nothing changes", async () => {
    const app = await fileAt("approved");
    const before = await prisma().applicationDebt.count({ where: { applicationId: app.id } });
    for (const who of [users.clientA, users.partnerA]) {
      const res = await as(who, () => put(app.id, withBigDebt(completeFullApplication())));
      expect(res.status).toBe(409);
      expect((await res.json()).message).toBe(SENT_TO_LENDERS_MESSAGE);
    }
    expect(SENT_TO_LENDERS_MESSAGE).toMatch(/BizFund contact/);
    expect(await prisma().applicationDebt.count({ where: { applicationId: app.id } })).toBe(before);
    const details = await prisma().applicationDetails.findUniqueOrThrow({ where: { applicationId: app.id } });
    expect(details.purposeDetail).toBe(completeFullApplication().purpose.detail);

    // The client's page shows the file read-only, with the same message.
    const view = (await (await as(users.clientA, () => get(app.id))).json()) as FullApplicationView;
    expect(view).toMatchObject({ editable: false, lockedMessage: SENT_TO_LENDERS_MESSAGE });
  });

  it("a lender submission on record locks it too, whatever the status", async () => {
    const app = await fileAt("under_review");
    const lender = await prisma().lender.findFirstOrThrow({ where: { active: true } });
    await prisma().lenderSubmission.create({
      data: { applicationId: app.id, lenderId: lender.id, driver: "simulated", status: "submitted" },
    });
    const res = await as(users.clientA, () => put(app.id, withBigDebt(completeFullApplication())));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(SENT_TO_LENDERS_MESSAGE);
  });

  it("staff can still change it; every change is audited with the values before and after", async () => {
    const app = await fileAt("approved");
    const view = (await (await as(users.staff, () => get(app.id))).json()) as FullApplicationView;
    expect(view).toMatchObject({ editable: true, lockedMessage: null });
    const res = await as(users.staff, () => put(app.id, withBigDebt(view.values)));
    expect(res.status).toBe(200);
    expect(await prisma().applicationDebt.findMany({ where: { applicationId: app.id } })).toMatchObject([
      { lender: "Shadow Lender", balance: 900_000 },
    ]);
    const event = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "full-application.update", entityId: app.id, actorId: users.staff.id },
      orderBy: { at: "desc" },
    });
    expect(event.before).toMatchObject({
      values: { hasExistingDebts: "no", "debts.0": null, "purpose.detail": completeFullApplication().purpose.detail },
    });
    expect(event.after).toMatchObject({
      sentToLenders: true,
      values: {
        hasExistingDebts: "yes",
        "debts.0": { lender: "Shadow Lender", balance: "900000" },
        "purpose.detail": "Something else entirely",
      },
    });
  });

  it("a client's change before it goes to lenders is audited with before and after too, identifiers never", async () => {
    const app = await fileAt("under_review");
    const values = completeFullApplication();
    values.purpose.detail = "Two excavators";
    values.directors[0]!.dateOfBirth = "1981-05-06";
    const res = await as(users.clientA, () => put(app.id, values));
    expect(res.status).toBe(200);
    const event = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "full-application.update", entityId: app.id, actorId: users.clientA.id },
      orderBy: { at: "desc" },
    });
    expect(event.before).toMatchObject({ values: { "purpose.detail": completeFullApplication().purpose.detail } });
    expect(event.after).toMatchObject({
      sentToLenders: false,
      values: { "purpose.detail": "Two excavators", "directors.0.dateOfBirth": "(private)" },
    });
    expect(JSON.stringify([event.before, event.after])).not.toMatch(/1981|1980|AB123456|Fitzroy|Smith St/);
  });

  it("staff change a file that is out to a lender, withdraw that submission and send it again", async () => {
    const { app, offers } = await candidate();
    await makeReadyForLenders(users.staff, app.id);
    actAs(users.staff);
    expect((await submit(app.id, [offers.id])).status).toBe(201);
    const sub = await prisma().lenderSubmission.findFirstOrThrow({ where: { applicationId: app.id } });
    expect((await as({ id: app.clientId }, () => put(app.id, completeFullApplication()))).status).toBe(409);

    const view = (await (await as(users.staff, () => get(app.id))).json()) as FullApplicationView;
    expect((await as(users.staff, () => put(app.id, withBigDebt(view.values)))).status).toBe(200);
    await approveRequiredItems(users.staff, app.id); // anything the new debt asks for
    actAs(users.staff);
    expect((await submit(app.id, [offers.id])).status).toBe(409); // still live with the lender
    expect((await change(sub.id, { action: "withdraw", note: "File changed: a new debt" })).status).toBe(200);
    expect((await submit(app.id, [offers.id])).status).toBe(201);
    expect(await prisma().lenderSubmission.findMany({ where: { applicationId: app.id } })).toMatchObject([
      { id: sub.id, status: "submitted", withdrawnAt: null, reference: null },
    ]);
    expect(await prisma().auditEvent.count({ where: { action: "submission.resubmitted", entityId: sub.id } })).toBe(1);
  });
});
