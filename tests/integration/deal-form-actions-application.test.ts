// Issue #38 item 1 (ADR 055): forms that needed JavaScript, on server actions beside the routes they
// twin — here the full application and the wizard's 'View Quotes' (contract signing, settlement and
// the loan's end are in deal-form-actions-contract-settlement.test.ts). Each is refused for the wrong
// role or owner, writes what its route writes, and answers a refusal with what was typed, for the form
// posted without JavaScript.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { saveFullApplicationAction } from "@/lib/applications/full-application/actions";
import { submitWizard } from "@/lib/applications/wizard-actions";
import { actionForm } from "../support/action-form";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { cookieJar as jar } from "../support/next-headers";
import { actAs } from "../support/session";
import { wizardAnswers } from "../support/wizard-answers";

vi.mock("next/headers", async () => (await import("../support/next-headers")).fakeNextHeaders("203.0.113.71"));

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
beforeAll(async () => (users = await seedDemo()));

describe("full application form", () => {
  it("saves the posted fields (paths, a ticked box, a blank new row dropped) as PUT does; another client is refused; a refusal keeps what was typed; Remove without JavaScript drops the row", async () => {
    const app = await prisma().application.findFirstOrThrow({
      where: { clientId: users.clientA.id, status: { notIn: ["settled", "declined", "withdrawn"] } },
      orderBy: { seq: "asc" },
    });
    const fields = {
      applicationId: app.id,
      "business.entityType": "partnership",
      "business.acn": "",
      "business.tradingAddress.street": "1 Collins St",
      "business.tradingAddress.suburb": "Melbourne",
      "business.tradingAddress.state": "VIC",
      "business.tradingAddress.postcode": "3000",
      "business.gstRegistered": "yes",
      "business.industry": "E",
      "business.yearsAtAddress": "4",
      "business.website": "",
      "directors.0.id": "",
      "directors.0.fullName": "Jane Citizen",
      "directors.0.dateOfBirth": "1980-04-02",
      "directors.0.address.street": "12 Smith St",
      "directors.0.address.suburb": "Fitzroy",
      "directors.0.address.state": "VIC",
      "directors.0.address.postcode": "3065",
      "directors.0.licenceNumber": "AB123456",
      "directors.0.licenceState": "VIC",
      "directors.0.ownershipPercent": "100",
      "directors.0.guarantor": "true",
      "directors.0.email": "",
      "directors.0.mobile": "",
      // A row added without JavaScript and left blank (its box ticked by default): not saved.
      "directors.1.id": "",
      "directors.1.fullName": "",
      "directors.1.dateOfBirth": "",
      "directors.1.address.street": "",
      "directors.1.address.suburb": "",
      "directors.1.address.state": "",
      "directors.1.address.postcode": "",
      "directors.1.licenceNumber": "",
      "directors.1.licenceState": "",
      "directors.1.ownershipPercent": "",
      "directors.1.guarantor": "true",
      "directors.1.email": "",
      "directors.1.mobile": "",
      hasExistingDebts: "yes",
      "debts.0.lender": "Big Bank",
      "debts.0.facilityType": "term_loan",
      "debts.0.balance": "40000",
      "debts.0.monthlyRepayment": "1250.50",
      "purpose.detail": "A second oven",
      "purpose.useOfFunds": "Purchase and installation",
    };
    const auditsBefore = await prisma().auditEvent.count({
      where: { action: "full-application.update", entityId: app.id },
    });

    actAs(users.clientB);
    const other = await saveFullApplicationAction({}, actionForm(fields));
    expect(other.view).toBeUndefined();
    expect(other.error).toBeTruthy();
    expect(other.values?.["purpose.detail"]).toBe("A second oven");

    actAs(users.clientA);
    const refused = await saveFullApplicationAction(
      {},
      actionForm({ ...fields, "business.tradingAddress.postcode": "2000" }),
    );
    expect(refused.fields?.["business.tradingAddress.postcode"]).toEqual(["This postcode is not in VIC"]);
    expect(refused.values).toMatchObject({ "directors.0.fullName": "Jane Citizen", "debts.0.lender": "Big Bank" });
    expect(refused.values?.["directors.0.dateOfBirth"]).toBe("1980-04-02");

    const saved = await saveFullApplicationAction({}, actionForm(fields));
    expect(saved.error).toBeUndefined();
    expect(saved.view?.values.directors).toHaveLength(1);
    expect(saved.view?.values.directors[0]).toMatchObject({ fullName: "Jane Citizen", guarantor: true });
    expect(saved.view?.values.debts).toEqual([
      expect.objectContaining({ lender: "Big Bank", balance: "40000", refinance: false }),
    ]);
    const directors = await prisma().applicationDirector.findMany({ where: { applicationId: app.id } });
    expect(directors.map((d) => d.fullName)).toEqual(["Jane Citizen"]);
    expect(await prisma().applicationDetails.findUniqueOrThrow({ where: { applicationId: app.id } })).toMatchObject({
      tradingPostcode: "3000",
      purposeDetail: "A second oven",
    });
    expect(await prisma().auditEvent.count({ where: { action: "full-application.update", entityId: app.id } })).toBe(
      auditsBefore + 1,
    );

    // Without JavaScript, a row's Remove button posts the form: the row is not saved.
    const stored = directors[0]!.id;
    const removed = await saveFullApplicationAction(
      {},
      actionForm({ ...fields, "directors.0.id": stored, "directors.0.dateOfBirth": "", rowIntent: "remove:debts.0" }),
    );
    expect(removed.rows).toEqual({ remove: "debts", index: 0 });
    expect(removed.view?.values.debts).toEqual([]);
    expect(await prisma().applicationDebt.count({ where: { applicationId: app.id } })).toBe(0);
    // The stored date of birth is kept when left blank.
    expect(removed.view?.onFile[0]?.dateOfBirth).toBeTruthy();
    // And Add comes back saying so (the form shows a blank row).
    expect((await saveFullApplicationAction({}, actionForm({ ...fields, rowIntent: "add:directors" }))).rows).toEqual({
      add: "directors",
    });
    actAs(null);
  });
});

describe("wizard 'View Quotes' form", () => {
  /** The wizard's answers as its form posts them (the earlier steps as hidden text fields). */
  const posted = (over: Record<string, unknown> = {}) =>
    Object.fromEntries(
      Object.entries(wizardAnswers(over)).map(([k, v]) => [k, v === true ? "true" : v === false ? "" : String(v)]),
    ) as Record<string, string>;

  it("creates the account and application as POST /api/applications does; a team member is refused; a refusal keeps what was typed", async () => {
    jar.clear();
    actAs(users.staff);
    const staff = await submitWizard({}, actionForm(posted()));
    expect(staff.result).toBeUndefined();
    expect(staff.error).toBe("You are signed in as a team member. Sign out to apply as a business.");

    actAs(null);
    const input = posted({ consentSoftCheck: false, phone: "123" });
    const refused = await submitWizard({}, actionForm(input));
    expect(refused.fields?.consentSoftCheck).toEqual(["Please agree to the soft credit check to see your quotes"]);
    expect(refused.fields?.phone).toEqual(["Please enter a valid Australian phone number"]);
    expect(refused.values).toMatchObject({ email: input.email, companyName: input.companyName, phone: "123" });
    expect(await prisma().user.count({ where: { email: input.email } })).toBe(0);

    const sent = posted();
    const done = await submitWizard({}, actionForm(sent));
    expect(done.result?.applicationNumber).toMatch(/^BF-\d{4}-\d{6}$/);
    const app = await prisma().application.findUniqueOrThrow({
      where: { id: done.result!.id },
      include: { client: true },
    });
    expect(app).toMatchObject({ status: "submitted", consentSoftCheck: true });
    expect(app.client.email).toBe(sent.email);
    expect(await prisma().auditEvent.count({ where: { entityId: app.id, action: "application.submitted" } })).toBe(1);
    // The same key again is the first answer (a double submit), as the route's replay.
    expect((await submitWizard({}, actionForm(sent))).result?.id).toBe(app.id);
  });
});
