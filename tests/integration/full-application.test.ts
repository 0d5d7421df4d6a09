import { beforeAll, describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/applications/[id]/full-application/route";
import { missingFullApplication } from "@/lib/applications/full-application/missing";
import {
  OWNERSHIP_SUM_MESSAGE,
  emptyAddress,
  emptyDirector,
  type FullApplicationValues,
} from "@/lib/applications/full-application/schema";
import type { FullApplicationView } from "@/lib/applications/full-application/store";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { completeFullApplication } from "../support/full-application";
import { actAs, apiRequest, routeParams } from "../support/session";

let users: DemoUsers;
let appId: string;
const prisma = () => testDatabase().connection.prisma;

beforeAll(async () => {
  users = await seedDemo();
  const app = await prisma().application.findFirstOrThrow({
    where: {
      clientId: users.clientA.id,
      partnerId: users.partnerA.id,
      status: { notIn: ["settled", "declined", "withdrawn"] },
    },
    orderBy: { seq: "asc" },
  });
  appId = app.id;
});

const path = () => `/api/applications/${appId}/full-application`;
const get = () => GET(apiRequest("GET", path()), routeParams({ id: appId }));
const put = (body: unknown) => PUT(apiRequest("PUT", path(), body), routeParams({ id: appId }));
const view = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await res.json()) as FullApplicationView;
};

/** The support's complete application as a trust with two directors (one still incomplete) and a debt. */
function complete(): FullApplicationValues {
  const base = completeFullApplication();
  const jane = base.directors.at(0) ?? emptyDirector();
  return {
    ...base,
    business: { ...base.business, entityType: "trust" },
    directors: [
      { ...jane, licenceNumber: "ab123456", ownershipPercent: "60" },
      { ...emptyDirector(), fullName: "Sam Citizen", address: emptyAddress(), ownershipPercent: "40" },
    ],
    hasExistingDebts: "yes",
    debts: [
      { lender: "Big Bank", facilityType: "overdraft", balance: "25000", monthlyRepayment: "812.5", refinance: true },
    ],
  };
}

describe("full application", () => {
  it("encrypts dates of birth and licence numbers at rest and masks them for the client", async () => {
    actAs(users.clientA);
    const saved = await view(await put(complete()));
    expect(saved.completeness.missing).toEqual([
      "Date of birth of Sam Citizen",
      "Residential address of Sam Citizen",
      "Driver licence of Sam Citizen",
    ]);
    const rows = await prisma().$queryRawUnsafe<Record<string, unknown>[]>(
      `SELECT * FROM "ApplicationDirector" WHERE "applicationId" = $1`,
      appId,
    );
    const raw = JSON.stringify(rows);
    expect(raw).not.toMatch(/1980-04-02|AB123456|ab123456|02\/04\/1980/);
    expect(rows.find((r) => r.fullName === "Jane Citizen")?.dateOfBirthEnc).toMatch(/^enc:[0-9a-f]{8}:/);
    expect(saved.onFile[0]).toMatchObject({ dateOfBirth: "**/**/1980", licenceNumber: "•••• 3456" });
    expect(saved.values.directors[0]).toMatchObject({ dateOfBirth: "", licenceNumber: "" });
    expect(saved.values.debts[0]).toMatchObject({ balance: "25000", monthlyRepayment: "812.50" });
  });

  it("re-syncs the checklist on save: each newly named director's photo ID is requested at once", async () => {
    // Read straight from the table: viewing the checklist would sync it too and prove nothing.
    const items = await prisma().checklistItem.findMany({ where: { applicationId: appId } });
    const directors = await prisma().applicationDirector.findMany({ where: { applicationId: appId } });
    expect(directors.map((d) => d.fullName).sort()).toEqual(["Jane Citizen", "Sam Citizen"]);
    for (const d of directors)
      expect(items.find((i) => i.key === `photo-id:${d.id}`)).toMatchObject({
        label: `Photo ID for ${d.fullName}`,
        required: true,
        status: "requested",
      });
    const synced = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "checklist.synced", entityId: appId },
      orderBy: { at: "desc" },
    });
    expect(synced.actorId).toBe(users.clientA.id);
  });

  it("shows identifiers in full to staff only; the referring partner sees them masked", async () => {
    actAs(users.staff);
    expect((await view(await get())).onFile[0]).toMatchObject({ dateOfBirth: "02/04/1980", licenceNumber: "AB123456" });
    actAs(users.partnerA);
    expect((await view(await get())).onFile[0]).toMatchObject({
      dateOfBirth: "**/**/1980",
      licenceNumber: "•••• 3456",
    });
  });

  it("lets the referring partner complete the file, keeps identifiers left blank, and audits field names only", async () => {
    actAs(users.partnerA);
    const current = await view(await get());
    const values = current.values;
    values.directors[1] = {
      ...values.directors[1]!,
      dateOfBirth: "1975-12-31",
      address: { street: "3 Rose St", suburb: "Carlton", state: "VIC", postcode: "3053" },
      licenceNumber: "987654",
      licenceState: "NSW",
    };
    const saved = await view(await put(values));
    expect(saved.completeness).toEqual({ percent: 100, missing: [] });
    expect(saved.onFile[0]!.dateOfBirth).toBe("**/**/1980");
    expect(saved.onFile[0]!.id).toBe(current.onFile[0]!.id);
    expect(await missingFullApplication(appId)).toEqual([]);
    const event = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "full-application.update", entityId: appId, actorId: users.partnerA.id },
      orderBy: { at: "desc" },
    });
    expect(event.actorRole).toBe("partner");
    const payload = JSON.stringify(event.after);
    expect(payload).toContain("directors.1.dateOfBirth");
    expect(payload).not.toMatch(/1975|987654|Carlton/);
  });

  it("never lets another partner or client read or change it", async () => {
    const before = await prisma().applicationDirector.count({ where: { applicationId: appId } });
    for (const who of [users.partnerB, users.clientB]) {
      actAs(who);
      expect((await get()).status).toBe(404);
      expect((await put({ ...complete(), directors: [] })).status).toBe(404);
    }
    expect(await prisma().applicationDirector.count({ where: { applicationId: appId } })).toBe(before);
  });

  it("answers 400 with field errors from the shared schema", async () => {
    actAs(users.clientA);
    const bad = complete();
    bad.directors[1]!.ownershipPercent = "50";
    bad.business.tradingAddress.postcode = "2000";
    const res = await put(bad);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string[]> };
    expect(body.fields["directors.1.ownershipPercent"]).toEqual([OWNERSHIP_SUM_MESSAGE]);
    expect(body.fields["business.tradingAddress.postcode"]).toEqual(["This postcode is not in VIC"]);
  });

  it("derives a company's ACN from its ABN and lists what an empty file lacks", async () => {
    const other = await prisma().application.findFirstOrThrow({ where: { id: { not: appId }, status: "submitted" } });
    expect(await missingFullApplication(other.id)).toContain("At least one director or guarantor");
    await prisma().application.update({ where: { id: appId }, data: { abn: "49004028077" } });
    actAs(users.clientA);
    const values = (await view(await get())).values;
    values.business.entityType = "company";
    values.business.acn = "";
    const saved = await view(await put(values));
    expect(saved.values.business.acn).toBe("004028077");
    expect(saved.completeness.missing).toEqual([]);
  });
});
