// Issue #38 item 1 (ADR 055): the portal forms' server actions, beside the routes they twin. Each does
// what its route does (permission, ownership, limits, the domain function with its audit and e-mails)
// and answers a refusal with what was typed, for the form posted without JavaScript.
// Here the staff and admin forms; the broker's lead forms and the held application's confirm form are in
// portal-form-actions.test.ts.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { addLenderAction, saveLenderCommission, saveLenderDriver, saveLenderRates } from "@/lib/admin/lender-actions";
import { decideStatus } from "@/lib/applications/status-actions";
import { saveStatusTargets } from "@/lib/applications/status-target-actions";
import { TARGETED_STATUSES } from "@/lib/applications/status-targets";
import { reviewChecklistItemAction } from "@/lib/documents/actions";
import { nothingToApproveMessage } from "@/lib/documents/checklist-review";
import { actionForm } from "../support/action-form";
import { checklistOf } from "../support/checklist";
import { seedDemo, testDatabase, type DemoUsers } from "../support/fixtures";
import { actAs } from "../support/session";

vi.mock("next/headers", async () => (await import("../support/next-headers")).fakeNextHeaders("203.0.113.63"));

let users: DemoUsers;
const prisma = () => testDatabase().connection.prisma;
beforeAll(async () => (users = await seedDemo()));

describe("checklist review forms", () => {
  it("reject with a reason and approve post as the route does; a client is refused; a missing reason keeps the form", async () => {
    const app = await prisma().application.findFirstOrThrow({
      where: { clientId: users.clientA.id, status: { in: ["submitted", "under_review"] } },
      orderBy: { seq: "asc" },
    });
    actAs(users.staff);
    const item = (await checklistOf(app.id)).find((i) => i.status !== "approved" && i.documents.length === 0)!;
    const review = (fields: Record<string, string>) =>
      reviewChecklistItemAction({}, actionForm({ applicationId: app.id, itemId: item.id, ...fields }));

    const noReason = await review({ decision: "rejected", reason: "  " });
    expect(noReason.fields?.reason).toEqual(["Give the reason the client will see"]);
    expect(noReason.values).toMatchObject({ decision: "rejected", reason: "  " });
    // Nothing uploaded: nothing to approve, in the route's words.
    expect(await review({ decision: "approved" })).toMatchObject({ error: nothingToApproveMessage(item.label) });

    actAs(users.clientA);
    expect(await review({ decision: "rejected", reason: "By the client" })).toMatchObject({ error: "Forbidden" });
    expect((await prisma().checklistItem.findUniqueOrThrow({ where: { id: item.id } })).rejectionReason).not.toBe(
      "By the client",
    );

    actAs(users.staff);
    expect(await review({ decision: "rejected", reason: "Please send all six months." })).toEqual({
      reviewed: "rejected",
    });
    expect(await prisma().checklistItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      status: "rejected",
      rejectionReason: "Please send all six months.",
    });
    expect(await prisma().auditEvent.count({ where: { action: "checklist.item_reviewed", entityId: item.id } })).toBe(
      1,
    );
    actAs(null);
  });
});

describe("status targets form", () => {
  it("admin saves every status's target, audited as the route does; staff are refused; a bad value keeps the typing", async () => {
    const fields = Object.fromEntries(TARGETED_STATUSES.map((s) => [s, "36"]));
    actAs(users.staff);
    expect(await saveStatusTargets({}, actionForm(fields))).toMatchObject({ error: "Forbidden", values: fields });
    expect(await prisma().statusTarget.count({ where: { targetHours: 36 } })).toBe(0);

    actAs(users.admin);
    const bad = await saveStatusTargets({}, actionForm({ ...fields, submitted: "0" }));
    expect(bad.fields?.submitted).toEqual(["At least 1 hour"]);
    expect(bad.values).toEqual({ ...fields, submitted: "0" });

    const saved = await saveStatusTargets({}, actionForm({ ...fields, submitted: "48" }));
    expect(saved.saved).toMatchObject({ submitted: 48, under_review: 36 });
    expect(await prisma().statusTarget.findUniqueOrThrow({ where: { status: "submitted" } })).toMatchObject({
      targetHours: 48,
    });
    const event = await prisma().auditEvent.findFirstOrThrow({
      where: { action: "settings.status_targets", actorId: users.admin.id },
      orderBy: { at: "desc" },
    });
    expect(event.after).toMatchObject({ submitted: 48, under_review: 36 });
    actAs(null);
  });
});

describe("admin lender forms", () => {
  const newLender = {
    name: "Harbour Form Capital",
    tier: "prime",
    minAmount: "20000",
    maxAmount: "500000",
    minMonthlyTurnover: "20000",
    minMonthsInBusiness: "12",
    rateMin: "9.90",
    rateMax: "14.90",
  };

  it("Add lender creates it as the route does (slug, basis points, audit); staff are refused; a duplicate is refused", async () => {
    actAs(users.staff);
    expect(await addLenderAction({}, actionForm(newLender))).toMatchObject({ error: "Forbidden", values: newLender });
    expect(await prisma().lender.count({ where: { name: newLender.name } })).toBe(0);

    actAs(users.admin);
    const wrongOrder = await addLenderAction({}, actionForm({ ...newLender, rateMin: "20" }));
    expect(wrongOrder.fields?.rateMin).toEqual(["Minimum rate must not exceed the maximum"]);
    expect(wrongOrder.values?.rateMin).toBe("20");

    expect(await addLenderAction({}, actionForm(newLender))).toEqual({ saved: true });
    const lender = await prisma().lender.findFirstOrThrow({ where: { name: newLender.name } });
    expect(lender).toMatchObject({ slug: "harbour-form-capital", rateMinBps: 990, rateMaxBps: 1490, minAmount: 20000 });
    expect(await prisma().auditEvent.count({ where: { action: "lender.created", entityId: lender.id } })).toBe(1);
    expect(await addLenderAction({}, actionForm(newLender))).toMatchObject({
      error: "A lender with that name or slug exists.",
    });
  });

  it("a row's rates, commission and submission settings are saved on its lender, audited; an unknown lender is not found", async () => {
    const lender = await prisma().lender.findFirstOrThrow({ where: { name: newLender.name } });
    actAs(users.admin);
    expect(await saveLenderRates({}, actionForm({ lenderId: lender.id, rateMin: "10.5", rateMax: "15" }))).toEqual({
      saved: true,
    });
    expect(
      await saveLenderCommission(
        {},
        actionForm({
          lenderId: lender.id,
          commissionRate: "2",
          trailRate: "0.25",
          trailBasis: "original_amount",
          clawbackSchedule: "None",
          commissionPaidOn: "receipt",
        }),
      ),
    ).toEqual({ saved: true });
    const noAddress = await saveLenderDriver(
      {},
      actionForm({ lenderId: lender.id, driver: "email", submissionEmail: "" }),
    );
    expect(noAddress.fields?.submissionEmail).toEqual(["Enter the address applications are sent to"]);
    expect(
      await saveLenderDriver(
        {},
        actionForm({ lenderId: lender.id, driver: "email", submissionEmail: "deals@harbour.example" }),
      ),
    ).toEqual({ saved: true });
    expect(await prisma().lender.findUniqueOrThrow({ where: { id: lender.id } })).toMatchObject({
      rateMinBps: 1050,
      rateMaxBps: 1500,
      commissionRateBps: 200,
      trailRateBps: 25,
      trailBasis: "original_amount",
      commissionPaidOn: "receipt",
      driver: "email",
      submissionEmail: "deals@harbour.example",
    });
    expect(await prisma().auditEvent.count({ where: { action: "lender.updated", entityId: lender.id } })).toBe(3);

    expect(
      await saveLenderRates({}, actionForm({ lenderId: "no-such-lender", rateMin: "10", rateMax: "15" })),
    ).toMatchObject({ error: expect.any(String) });
    expect(await saveLenderRates({}, actionForm({ rateMin: "10", rateMax: "15" }))).toMatchObject({
      error: "Not Found",
    });
    actAs(users.staff);
    expect(await saveLenderRates({}, actionForm({ lenderId: lender.id, rateMin: "1", rateMax: "2" }))).toMatchObject({
      error: "Forbidden",
    });
    expect((await prisma().lender.findUniqueOrThrow({ where: { id: lender.id } })).rateMinBps).toBe(1050);
    actAs(null);
  });
});

describe("decision confirmation form", () => {
  it("declines with the note as the route does (history, audit); a client, a missing note and a stale version are refused", async () => {
    const app = await prisma().application.findFirstOrThrow({
      where: { clientId: users.clientB.id, status: { in: ["submitted", "under_review"] } },
      orderBy: { seq: "asc" },
    });
    const fields = { applicationId: app.id, status: "declined", version: String(app.version), override: "false" };

    actAs(users.clientB);
    expect(await decideStatus({}, actionForm({ ...fields, notes: "Mine" }))).toMatchObject({ error: "Forbidden" });

    actAs(users.staff);
    const noNote = await decideStatus({}, actionForm({ ...fields, notes: " " }));
    expect(noNote.fields?.notes).toEqual(["Add a note saying why: it is kept with the decision."]);
    expect(noNote.values).toMatchObject({ applicationId: app.id, status: "declined", notes: " " });
    const stale = await decideStatus(
      {},
      actionForm({ ...fields, version: String(app.version + 7), notes: "Too late" }),
    );
    expect(stale.error).toBeTruthy();
    expect(stale.values?.notes).toBe("Too late");
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe(app.status);

    const decided = await decideStatus(
      {},
      actionForm({ ...fields, notes: "Serviceability does not support the loan" }),
    );
    expect(decided.row).toMatchObject({ id: app.id });
    expect((await prisma().application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("declined");
    expect(
      await prisma().auditEvent.findFirstOrThrow({
        where: { entityId: app.id, action: "application.status_changed" },
        orderBy: { at: "desc" },
      }),
    ).toMatchObject({ actorId: users.staff.id });
    actAs(null);
  });
});
