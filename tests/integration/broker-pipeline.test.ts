// Issue #36 items 1 and 4 (ADR 080): the broker's pipeline lists the partner's own referrals with the
// next action and who owes it (the workspace header's step), filters by status group, by who owes
// the next action and by a search, sorted by the last update; another partner's referral is never
// listed nor opened. A partner who takes the daily digest gets document decisions in it, linked to
// the referral's workspace, not one e-mail each.
import { isValidElement, type ReactElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import PartnerRoute from "@/app/(portals)/partner/page";
import WorkspacePage from "@/app/(portals)/partner/applications/[id]/page";
import { BrokerPortalPage } from "@/app/(portals)/broker-portal/broker-portal-page";
import { PartnerWorkspaceView } from "@/components/broker/workspace/partner-workspace";
import { PortalAccessState } from "@/components/portal/portal-access";
import { POST as UPLOAD } from "@/app/api/documents/upload/route";
import { loadNextStepFacts, nextStep } from "@/lib/applications/next-step";
import { brokerStatus, canonicalForBrokerFilter } from "@/lib/applications/status-views";
import { workspaceHref } from "@/lib/applications/workspace-links";
import { sendDueDigests } from "@/lib/notifications/digest";
import { brokerPipeline } from "@/lib/partners/pipeline";
import { DEFAULT_PIPELINE_QUERY, parsePipelineQuery, type PipelineQuery } from "@/lib/partners/pipeline-schema";
import { partnerWorkspace } from "@/lib/partners/workspace";
import { checklistOf, reviewItem } from "../support/checklist";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs, apiRequest, partnerSession } from "../support/session";

const prisma = () => testDatabase().connection.prisma;
let users: DemoUsers;
beforeAll(async () => (users = await seedDemo()));

const pipeline = (who: "partnerA" | "partnerB", q: Partial<PipelineQuery> = {}) =>
  brokerPipeline(partnerSession(users[who]), { ...DEFAULT_PIPELINE_QUERY, ...q });

describe("the broker pipeline", () => {
  it("lists every own referral once, each with the partner's next step, its owner and the workspace link", async () => {
    const mine = await prisma().application.findMany({
      where: { partnerId: users.partnerA.id, status: { not: "draft" } },
      select: { id: true, status: true, statusChangedAt: true },
    });
    expect(mine.length).toBeGreaterThan(2);
    const rows = await pipeline("partnerA");
    expect(rows.map((r) => r.id).sort()).toEqual(mine.map((a) => a.id).sort());
    const facts = await loadNextStepFacts(mine.map((a) => a.id));
    for (const r of rows) {
      const step = nextStep(facts.get(r.id)!, "partner");
      expect(r).toMatchObject({
        nextAction: step.label,
        owner: step.owner,
        href: workspaceHref("partner", r.id, step.section),
        workspaceHref: `/partner/applications/${r.id}`,
        status: brokerStatus(mine.find((a) => a.id === r.id)!.status),
      });
      expect(r.daysInStatus).toBeGreaterThanOrEqual(0);
    }
    // Different owners are represented (the seed has files at many stages).
    expect(new Set(rows.map((r) => r.owner)).size).toBeGreaterThan(1);
  });

  it("filters to the referrals waiting on the client: a document asked for puts a file there", async () => {
    const app = await prisma().application.findFirstOrThrow({
      where: { partnerId: users.partnerA.id, status: { in: ["submitted", "under_review"] } },
      orderBy: { seq: "asc" },
    });
    await prisma().checklistItem.upsert({
      where: { applicationId_key: { applicationId: app.id, key: "custom:pipeline-test" } },
      update: { status: "requested" },
      create: { applicationId: app.id, key: "custom:pipeline-test", label: "Latest BAS", custom: true },
    });
    const all = await pipeline("partnerA");
    const waiting = await pipeline("partnerA", { owner: "client" });
    expect(waiting.map((r) => r.id).sort()).toEqual(
      all
        .filter((r) => r.owner === "client")
        .map((r) => r.id)
        .sort(),
    );
    const row = waiting.find((r) => r.id === app.id);
    expect(row, "the file with a document requested waits on the client").toBeTruthy();
    expect(row!.nextAction).toMatch(/^Client to /);
    // Another owner's filter leaves it out.
    expect((await pipeline("partnerA", { owner: "lender" })).some((r) => r.id === app.id)).toBe(false);
  });

  it("filters by status group and searches business name, application number and client name", async () => {
    const all = await pipeline("partnerA");
    for (const status of ["processing", "settled", "submitted"] as const) {
      const rows = await pipeline("partnerA", { status });
      const canonical = canonicalForBrokerFilter(status);
      const expected = await prisma().application.count({
        where: { partnerId: users.partnerA.id, status: { in: canonical.filter((s) => s !== "draft") } },
      });
      expect(rows).toHaveLength(expected);
      expect(rows.every((r) => (status === "submitted" ? ["submitted", "new"] : [status]).includes(r.status))).toBe(
        true,
      );
    }
    const target = all[all.length - 1]!;
    const word = target.businessName.split(" ")[0]!.toUpperCase();
    const byName = await pipeline("partnerA", { q: word });
    expect(byName.map((r) => r.id)).toContain(target.id);
    expect(
      byName.every((r) => r.businessName.toUpperCase().includes(word) || r.clientName.toUpperCase().includes(word)),
    ).toBe(true);
    expect((await pipeline("partnerA", { q: target.applicationNumber })).map((r) => r.id)).toEqual([target.id]);
    expect(await pipeline("partnerA", { q: "zzzz-no-such-business" })).toEqual([]);
    // Filters combine.
    const combined = await pipeline("partnerA", { status: "settled", owner: "client" });
    expect(combined.every((r) => r.status === "settled" && r.owner === "client")).toBe(true);
  });

  it("sorts by the last update, newest first by default and oldest first when asked", async () => {
    const newest = await pipeline("partnerA");
    const stamps = newest.map((r) => r.lastUpdate);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const oldest = await pipeline("partnerA", { sort: "oldest" });
    expect(oldest.map((r) => r.lastUpdate)).toEqual([...stamps].sort());
  });

  it("reads its filters from the address; a value it does not know is the default", () => {
    expect(parsePipelineQuery({ q: " Acme ", status: "processing", owner: "client", sort: "oldest" })).toEqual({
      q: "Acme",
      status: "processing",
      owner: "client",
      sort: "oldest",
    });
    expect(
      parsePipelineQuery({ status: "bogus", owner: ["client", "staff"], sort: "sideways", q: "a\u0000b" }),
    ).toEqual(DEFAULT_PIPELINE_QUERY);
  });
});

describe("ownership", () => {
  it("another partner's referral is never listed, searched up or opened", async () => {
    const theirs = await prisma().application.findFirstOrThrow({
      where: { partnerId: users.partnerA.id, status: { not: "draft" } },
      orderBy: { seq: "desc" },
    });
    // partnerB's own referral (moved to them for this test) is theirs alone.
    const moved = await prisma().application.findFirstOrThrow({
      where: { partnerId: users.partnerA.id, status: { not: "draft" }, id: { not: theirs.id } },
      orderBy: { seq: "asc" },
    });
    await prisma().application.update({ where: { id: moved.id }, data: { partnerId: users.partnerB.id } });
    try {
      const b = await pipeline("partnerB");
      expect(b.map((r) => r.id)).toContain(moved.id);
      expect(b.map((r) => r.id)).not.toContain(theirs.id);
      expect(await pipeline("partnerB", { q: theirs.number })).toEqual([]);
      expect((await pipeline("partnerA")).map((r) => r.id)).not.toContain(moved.id);

      expect(await partnerWorkspace(partnerSession(users.partnerB), theirs.id)).toBeNull();
      expect(await partnerWorkspace(partnerSession(users.partnerA), moved.id)).toBeNull();
      expect(await partnerWorkspace(partnerSession(users.partnerA), "no-such-id")).toBeNull();
      expect(await partnerWorkspace(partnerSession(users.partnerA), "a\u0000b")).toBeNull();
    } finally {
      await prisma().application.update({ where: { id: moved.id }, data: { partnerId: users.partnerA.id } });
    }
  });

  it("the workspace shows the partner's own referral with the same next step as its pipeline row", async () => {
    const [row] = await pipeline("partnerA");
    const ws = await partnerWorkspace(partnerSession(users.partnerA), row!.id);
    expect(ws).not.toBeNull();
    expect(ws!.detail.applicationNumber).toBe(row!.applicationNumber);
    expect(ws!.next).toMatchObject({ label: row!.nextAction, owner: row!.owner });
  });
});

describe("partner e-mails for document decisions", () => {
  const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  function upload(applicationId: string, checklistItemId: string) {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(PDF)], "bas.pdf", { type: "application/pdf" }));
    form.set("applicationId", applicationId);
    form.set("checklistItemId", checklistItemId);
    return UPLOAD(apiRequest("POST", "/api/documents/upload", form));
  }

  it("follow the digest choice: none per approval, one summary linking each to the workspace's documents", async () => {
    const partner = await prisma().user.findUniqueOrThrow({ where: { id: users.partnerA.id } });
    await prisma().user.update({
      where: { id: partner.id },
      data: { dailyDigest: true, notifyByEmail: true, lastDigestAt: null },
    });
    const app = await prisma().application.findFirstOrThrow({
      where: { partnerId: partner.id, status: { in: ["submitted", "under_review"] } },
      orderBy: { seq: "asc" },
    });
    actAs(users.staff);
    const items = (await checklistOf(app.id)).filter((i) => i.status !== "approved").slice(0, 2);
    expect(items.length).toBe(2);
    const mailsBefore = await prisma().outboxEmail.count({ where: { to: partner.email } });
    for (const item of items) {
      const owner = await prisma().application.findUniqueOrThrow({ where: { id: app.id }, select: { clientId: true } });
      const client = owner.clientId === users.clientA.id ? users.clientA : users.clientB;
      actAs(client);
      expect((await upload(app.id, item.id)).status).toBe(201);
      actAs(users.staff);
      expect((await reviewItem(app.id, item.id, { decision: "approved" })).status).toBe(200);
    }
    // No e-mail per approval; the notifications wait for the digest, linked to the documents section.
    expect(await prisma().outboxEmail.count({ where: { to: partner.email } })).toBe(mailsBefore);
    const pending = await prisma().notification.findMany({
      where: { userId: partner.id, digestPending: true },
      select: { link: true },
    });
    expect(pending.map((n) => n.link)).toEqual(expect.arrayContaining([workspaceHref("partner", app.id, "documents")]));
    // 8 am in Melbourne: one summary, each item linked to its referral's workspace.
    expect(await sendDueDigests(new Date("2026-11-27T21:00:00Z"))).toBeGreaterThan(0);
    const digest = await prisma().outboxEmail.findFirstOrThrow({
      where: { to: partner.email },
      orderBy: { createdAt: "desc" },
    });
    expect(digest.text).toContain(`/partner/applications/${app.id}#documents`);
    expect(digest.text).not.toContain("/partner?application=");
  });
});

describe("the workspace page", () => {
  type Outcome = "workspace" | "not-found" | { role: string | null } | { redirect: string };
  async function outcome(node: () => unknown): Promise<Outcome> {
    try {
      let el = (await node()) as ReactElement;
      while (isValidElement(el) && el.type === BrokerPortalPage)
        el = (await (el.type as (p: unknown) => unknown)(el.props)) as ReactElement;
      if (isValidElement(el) && el.type === PortalAccessState)
        return { role: (el.props as { role: string | null }).role };
      if (isValidElement(el) && el.type === PartnerWorkspaceView) return "workspace";
      throw new Error("unexpected element");
    } catch (error) {
      const digest = String((error as { digest?: string }).digest);
      if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;404")) return "not-found";
      if (digest.startsWith("NEXT_REDIRECT")) return { redirect: digest.split(";")[2] ?? "" };
      throw error;
    }
  }
  const open = (id: string) => () => WorkspacePage({ params: Promise.resolve({ id }) });

  it("opens for the referring partner only; others get the access state or not found", async () => {
    const own = await prisma().application.findFirstOrThrow({
      where: { partnerId: users.partnerA.id, status: { not: "draft" } },
    });
    actAs(null);
    expect(await outcome(open(own.id))).toEqual({ role: null });
    actAs(users.clientA);
    expect(await outcome(open(own.id))).toEqual({ role: "client" });
    actAs(users.partnerA);
    expect(await outcome(open(own.id))).toBe("workspace");
    actAs(users.partnerB);
    expect(await outcome(open(own.id))).toBe("not-found");
  });

  it("an old /partner?application=<id> link redirects to the workspace", async () => {
    const own = await prisma().application.findFirstOrThrow({
      where: { partnerId: users.partnerA.id, status: { not: "draft" } },
    });
    actAs(users.partnerA);
    expect(await outcome(() => PartnerRoute({ searchParams: Promise.resolve({ application: own.id }) }))).toEqual({
      redirect: `/partner/applications/${own.id}`,
    });
  });
});
