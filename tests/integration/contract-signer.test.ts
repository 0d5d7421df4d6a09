// Issue #39 item 8: any name (markup, 'Mickey Mouse') signed a contract.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as SIGN } from "@/app/api/contracts/[id]/sign/route";
import { POST as ACCEPT } from "@/app/api/offers/[id]/accept/route";
import { createOffer, offersApplication } from "../support/offers";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
const EXPECTED = "Type your full name as it appears on the application: Sarah Mitchell.";

beforeAll(async () => {
  users = await seedDemo();
});

const sign = (contractId: string, fullName: string) =>
  SIGN(
    apiRequest("POST", `/api/contracts/${contractId}/sign`, { fullName, consent: true }),
    routeParams({ id: contractId }),
  );

/** clientA's application (contact Sarah Mitchell) with an accepted offer and its contract ready to sign. */
async function readyContract() {
  const app = await offersApplication(users);
  const offer = await createOffer({ applicationId: app.id });
  actAs(users.clientA);
  const accepted = await ACCEPT(
    apiRequest("POST", `/api/offers/${offer.id}/accept`, { confirmed: true }),
    routeParams({ id: offer.id }),
  );
  expect(accepted.status).toBe(200);
  const contract = await prisma().contract.findUniqueOrThrow({ where: { offerId: offer.id } });
  expect(app).toMatchObject({ contactFirstName: "Sarah", contactLastName: "Mitchell" });
  return { app, contract };
}

describe("signing a contract (#39 item 8)", () => {
  it("refuses markup and a name that is not the applicant's with 400 naming the expected signer; nothing is signed", async () => {
    const { app, contract } = await readyContract();
    for (const [typed, message] of [
      ["<img src=x onerror=alert(1)>", `A name cannot contain < or > or control characters. ${EXPECTED}`],
      ["Sarah\u0007 Mitchell", `A name cannot contain < or > or control characters. ${EXPECTED}`],
      ["Mickey Mouse", EXPECTED],
      ["Sarah", EXPECTED],
    ] as const) {
      const res = await sign(contract.id, typed);
      expect(res.status, typed).toBe(400);
      const body = (await res.json()) as { message: string; fields: Record<string, string[]> };
      expect(body.message).toBe(message);
      expect(body.fields.fullName).toEqual([message]);
    }
    expect(await prisma().contract.findUniqueOrThrow({ where: { id: contract.id } })).toMatchObject({
      status: "ready",
      signerName: null,
    });
    expect(await prisma().auditEvent.count({ where: { action: "contract.signed", entityId: contract.id } })).toBe(0);
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe(
      "offers_presentation",
    );
  });

  it("accepts the applicant's name in another case and spacing, with a middle name, and records it normalised", async () => {
    const { contract } = await readyContract();
    const res = await sign(contract.id, "  sarah  Jane   MITCHELL ");
    expect(res.status).toBe(200);
    expect(await prisma().contract.findUniqueOrThrow({ where: { id: contract.id } })).toMatchObject({
      status: "signed",
      signerName: "sarah Jane MITCHELL",
    });
  });
});
