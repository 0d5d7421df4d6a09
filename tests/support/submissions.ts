// Shared by the lender-submission integration tests (submissions*.test.ts).
import { POST } from "@/app/api/staff/applications/[id]/submissions/route";
import { PATCH } from "@/app/api/staff/submissions/[id]/route";
import { simulatedDecision } from "@/lib/lenders/adapters/simulated-decision";
import { testDatabase } from "./fixtures";
import { apiRequest, routeParams } from "./session";

export const prisma = () => testDatabase().connection.prisma;

/** Staff submit an application to lenders through the API. */
export const submit = (id: string, lenderIds: string[]) =>
  POST(apiRequest("POST", `/api/staff/applications/${id}/submissions`, { lenderIds }), routeParams({ id }));

/** Staff record a change to one submission through the API. */
export const change = (id: string, body: unknown) =>
  PATCH(apiRequest("PATCH", `/api/staff/submissions/${id}`, body), routeParams({ id }));

/** A submitted application with an eligible lender that offers and a lender the engine rules out. */
export async function candidate(skip: string[] = [], opts: { needDecline?: boolean } = {}) {
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
