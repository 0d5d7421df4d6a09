import { describe, expect, it } from "vitest";
import { GET as OFFERS } from "@/app/api/applications/[id]/offers/route";
import { createOffer, offersApplication } from "../support/offers";
import { seedDemo, testDatabase } from "../support/fixtures";
import { actAs, apiRequest, routeParams } from "../support/session";

const prisma = () => testDatabase().connection.prisma;
const offersOf = async (id: string) => {
  const res = await OFFERS(apiRequest("GET", `/api/applications/${id}/offers`), routeParams({ id }));
  expect(res.status).toBe(200);
  return res.json();
};

describe("offers API: the lenders still deciding (issue 36 item 2, ADR 079)", () => {
  it("lists the lenders sent the file that have neither offered nor declined, by name, to the owner and the partner", async () => {
    const users = await seedDemo();
    const app = await offersApplication(users);
    await createOffer({ applicationId: app.id });
    const others = await prisma().lender.findMany({
      where: { active: true, submissions: { none: { applicationId: app.id } } },
      orderBy: { name: "asc" },
      take: 3,
    });
    const [assessing, conditions, declined] = others;
    const submit = (lenderId: string, status: "assessing" | "action_required" | "declined") =>
      prisma().lenderSubmission.create({
        data: { applicationId: app.id, lenderId, driver: "simulated", status },
      });
    await submit(assessing!.id, "assessing");
    await submit(conditions!.id, "action_required");
    await submit(declined!.id, "declined");

    actAs(users.clientA);
    const view = await offersOf(app.id);
    expect(view.offers).toHaveLength(1);
    expect(view.deciding).toHaveLength(2);
    expect(view.deciding).toEqual(
      expect.arrayContaining([
        { lenderName: assessing!.name, status: "assessing" },
        { lenderName: conditions!.name, status: "action_required" },
      ]),
    );
    expect(view.deciding.map((d: { lenderName: string }) => d.lenderName)).not.toContain(declined!.name);
    actAs(users.partnerA);
    expect((await offersOf(app.id)).deciding).toHaveLength(2);
  });
});
