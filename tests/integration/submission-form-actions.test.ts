// Issue #38 item 1 (ADR 055): staff submit to lenders and key in an e-mail lender's decision through
// the board's server actions, as POST /api/staff/applications/:id/submissions and PATCH
// /api/staff/submissions/:id do: the same permission, version guard and domain functions; a refusal
// carries what was typed back to the form.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { KEY_IN_DEFAULTS } from "@/lib/submissions/key-in-form";
import { keyInDecisionAction, submitToLendersAction } from "@/lib/submissions/actions";
import { seedDemo, type DemoUsers } from "../support/fixtures";
import { makeReadyForLenders } from "../support/full-application";
import { actAs } from "../support/session";
import { candidate, ownerConsents, prisma } from "../support/submissions";

vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.64" }) }));

let users: DemoUsers;
beforeAll(async () => (users = await seedDemo()));

const form = (fields: Record<string, string | number>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, String(value));
  data.append("$ACTION_ID_abc", "");
  return data;
};

describe("the submissions board's actions", () => {
  it("submits to the ticked lender, then records its decline as the routes do; refuses a partner, a missing reason and a stale version", async () => {
    const { app, offers } = await candidate([], { needDecline: false });
    await prisma().lender.update({
      where: { id: offers.id },
      data: { driver: "email", submissionEmail: "deals@lender.example" },
    });
    await makeReadyForLenders(users.staff, app.id);
    // The owner chose this lender (issue 34 item 1, ADR 066).
    await ownerConsents(app.id, [offers.id]);
    // The board's picker: a partner is refused, nothing ticked is refused, then it submits as the route does.
    actAs(users.partnerA);
    expect(await submitToLendersAction({}, form({ applicationId: app.id, lenderIds: offers.id }))).toMatchObject({
      error: "Forbidden",
    });
    actAs(users.staff);
    const none = await submitToLendersAction({}, form({ applicationId: app.id }));
    expect(none.fields?.lenderIds).toEqual(["Choose at least one lender"]);
    expect(none.values).toMatchObject({ applicationId: app.id });
    expect(await submitToLendersAction({}, form({ applicationId: app.id, lenderIds: offers.id }))).toEqual({
      submitted: 1,
    });
    const sub = await prisma().lenderSubmission.findFirstOrThrow({ where: { applicationId: app.id } });
    const fields = {
      ...KEY_IN_DEFAULTS,
      submissionId: sub.id,
      version: sub.version,
      status: "declined",
      reference: "LND-9",
    };

    actAs(users.partnerA);
    expect(await keyInDecisionAction({}, form({ ...fields, declineReason: "Too new" }))).toMatchObject({
      error: "Forbidden",
    });

    actAs(users.staff);
    const noReason = await keyInDecisionAction({}, form(fields));
    expect(noReason.fields?.declineReason).toEqual(["Give the lender's reason"]);
    expect(noReason.values).toMatchObject({ status: "declined", reference: "LND-9", submissionId: sub.id });

    const stale = await keyInDecisionAction(
      {},
      form({ ...fields, version: sub.version + 5, declineReason: "Too new" }),
    );
    expect(stale.error).toBeTruthy();
    expect(stale.values?.declineReason).toBe("Too new");
    expect((await prisma().lenderSubmission.findUniqueOrThrow({ where: { id: sub.id } })).status).not.toBe("declined");

    expect(await keyInDecisionAction({}, form({ ...fields, declineReason: "Needs 24 months of trading" }))).toEqual({
      saved: true,
    });
    expect(await prisma().lenderSubmission.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({
      status: "declined",
      reference: "LND-9",
      declineReason: "Needs 24 months of trading",
    });
    actAs(null);
  });
});
