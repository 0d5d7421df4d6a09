import path from "node:path";
import { isValidElement, type ReactElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import ClientPage from "@/app/(portals)/client/page";
import ClientWorkspacePage from "@/app/(portals)/client/applications/[id]/page";
import { ClientWorkspaceView } from "@/components/client/workspace/client-workspace";
import { PortalAccessState } from "@/components/portal/portal-access";
import { clientWorkspace } from "@/lib/applications/client-workspace";
import { loadNextStepFacts } from "@/lib/applications/next-step";
import { changeStatus } from "@/lib/applications/transition";
import { WORKSPACE_SECTIONS } from "@/lib/applications/workspace-links";
import { addChecklistRequest } from "@/lib/documents/checklist-review";
import { postMessage } from "@/lib/messages";
import { announceDecision } from "@/lib/submissions/decide";
import { getVerifiedUser } from "@/lib/auth/session";
import { transaction } from "@/lib/db";
import { routeLabeller, routeTemplatesFromApp, UNMATCHED } from "@/scripts/route-labels.mjs";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs } from "../support/session";

// The client's deal workspace (issue #36, ADR 078): the page checks the session, the portal and the
// owner itself; the next step's counts are the data's; every link the client is sent lands on a route.
let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
beforeAll(async () => {
  users = await seedDemo();
});

type Outcome = "workspace" | "not-found" | { role: string | null };

async function outcome(id: string): Promise<Outcome> {
  try {
    const el = (await ClientWorkspacePage({ params: Promise.resolve({ id }) })) as ReactElement;
    if (isValidElement(el) && el.type === PortalAccessState)
      return { role: (el.props as { role: string | null }).role };
    if (isValidElement(el) && el.type === ClientWorkspaceView) return "workspace";
    throw new Error("unexpected element");
  } catch (error) {
    if (String((error as { digest?: string }).digest).startsWith("NEXT_HTTP_ERROR_FALLBACK;404")) return "not-found";
    throw error;
  }
}

const own = () =>
  prisma().application.findFirstOrThrow({
    where: { clientId: users.clientA.id, status: { notIn: ["draft", "settled", "declined", "withdrawn"] } },
    orderBy: { createdAt: "asc" },
  });

describe("the client's workspace page", () => {
  it("shows the owner their application, another client not found, other roles the access state", async () => {
    const mine = await own();
    const theirs = await prisma().application.findFirstOrThrow({ where: { clientId: users.clientB.id } });
    actAs(null);
    expect(await outcome(mine.id)).toEqual({ role: null });
    actAs(users.clientA);
    expect(await outcome(mine.id)).toBe("workspace");
    expect(await outcome(theirs.id)).toBe("not-found");
    expect(await outcome("not-an-id-at-all-%")).toBe("not-found");
    for (const who of ["partnerA", "staff", "admin"] as const) {
      actAs(users[who]);
      expect(await outcome(mine.id)).toEqual({ role: users[who].role });
    }
  });

  it("sends the old address of an open application to its workspace", async () => {
    const mine = await own();
    actAs(users.clientA);
    const digest = await ClientPage({ searchParams: Promise.resolve({ application: mine.id }) }).then(
      () => "",
      (e: { digest?: string }) => e.digest ?? "",
    );
    expect(digest.split(";")[2]).toBe(`/client/applications/${mine.id}`);
  });
});

describe("the next step's facts", () => {
  it("count the outstanding checklist items, open offers and proposed lenders from the data", async () => {
    const apps = await prisma().application.findMany({ where: { status: { not: "draft" } }, select: { id: true } });
    const facts = await loadNextStepFacts(apps.map((a) => a.id));
    expect(facts.size).toBe(apps.length);
    for (const { id } of apps) {
      const f = facts.get(id)!;
      const [outstanding, toReview, offersOpen] = await Promise.all([
        prisma().checklistItem.count({ where: { applicationId: id, status: { in: ["requested", "rejected"] } } }),
        prisma().checklistItem.count({ where: { applicationId: id, status: "received" } }),
        prisma().offer.count({ where: { applicationId: id, status: "open", expiresAt: { gt: new Date() } } }),
      ]);
      expect(f.documentsOutstanding, id).toBe(outstanding);
      expect(f.documentsToReview, id).toBe(toReview);
      expect(f.offersOpen, id).toBe(offersOpen);
    }
  });
});

describe("'Your loan'", () => {
  it("opens a settled application on the loan: next payment, the schedule's balance, the contract's total", async () => {
    const settled = await prisma().application.findFirst({
      where: { status: "settled", settlement: { isNot: null } },
      include: { acceptedOffer: true },
    });
    expect(settled, "the demo has a settled application").toBeTruthy();
    actAs(
      await prisma().user.findUniqueOrThrow({
        where: { id: settled!.clientId },
        select: { id: true, email: true, role: true, sessionVersion: true },
      }),
    );
    const ws = await clientWorkspace((await getVerifiedUser())!, settled!.id);
    expect(ws!.next).toEqual({ label: "View your loan", owner: "nobody", section: "loan" });
    const loan = ws!.loan!;
    expect(loan.view.schedule.length).toBeGreaterThan(0);
    // The schedule's repayments and the contract's fees add up to its total repayable, to the cent.
    expect(loan.totalRepayableCents).toBe(settled!.acceptedOffer!.totalRepayableCents);
    expect(loan.repaymentsCents + loan.feesCents!).toBe(loan.totalRepayableCents);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" });
    const due = loan.view.schedule.filter((r) => r.date < today);
    expect(loan.balance.balanceCents).toBe(due.at(-1)?.balanceCents ?? loan.view.amountFunded * 100);
  });
});

describe("the links the client is sent", () => {
  const labeller = routeLabeller({ routes: routeTemplatesFromApp(path.join(process.cwd(), "app")) });

  it("land on a workspace section (or a real page) for status changes, messages, document requests and offers", async () => {
    const app = await prisma().application.findFirstOrThrow({
      where: { clientId: users.clientA.id, status: "submitted" },
    });
    const since = new Date();
    actAs(users.staff);
    const staff = (await getVerifiedUser())!;
    await changeStatus(staff, app.id, { status: "under_review", version: app.version });
    await postMessage(staff, { applicationId: app.id, content: "Please send your latest BAS." });
    await addChecklistRequest(staff, app.id, { title: "Latest BAS statement" });
    await transaction((tx) =>
      announceDecision(tx, {
        applicationId: app.id,
        number: app.number,
        clientId: app.clientId,
        partnerId: app.partnerId,
        lenderName: "Test Lender",
        status: "offered",
        declineReason: null,
        offer: { amount: 50_000, interestRateBps: 1_200 },
      }),
    );
    const sent = await prisma().notification.findMany({
      where: { userId: users.clientA.id, createdAt: { gte: since } },
      select: { kind: true, link: true },
    });
    const sections: Record<string, string> = {};
    for (const n of sent) {
      expect(n.link, n.kind).toBeTruthy();
      const url = new URL(n.link!, "http://localhost");
      expect(labeller(url.pathname), `${n.kind}: ${n.link}`).not.toBe(UNMATCHED);
      expect(url.pathname, n.kind).toBe(`/client/applications/${app.id}`);
      expect(WORKSPACE_SECTIONS as readonly string[], n.kind).toContain(url.hash.slice(1));
      sections[n.kind] = url.hash.slice(1);
    }
    expect(sections).toMatchObject({ status_changed: "overview", message: "messages", offer_received: "offers" });
    expect(Object.values(sections)).toContain("documents");
  });
});
