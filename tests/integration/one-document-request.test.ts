// Issue #36 item 5 (ADR 082): one document request satisfies every lender that asked for it.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as UPLOAD } from "@/app/api/documents/upload/route";
import { keyInDecisionAction } from "@/lib/submissions/actions";
import { advanceSubmission, sweepSubmissions } from "@/lib/submissions/advance";
import { answerWithApprovedItem } from "@/lib/submissions/linked-conditions";
import { reviewItem } from "../support/checklist";
import { seedDemo, type DemoUsers } from "../support/fixtures";
import { makeReadyForLenders } from "../support/full-application";
import { actAs, apiRequest } from "../support/session";
import { candidate, change, prisma, submit } from "../support/submissions";

const ACCOUNTS = "Year-to-date management accounts (profit and loss, balance sheet)";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.65" }) }));

let users: DemoUsers;
beforeAll(async () => {
  users = await seedDemo();
});

function upload(applicationId: string, checklistItemId: string) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(PDF)], "ytd-accounts.pdf", { type: "application/pdf" }));
  form.set("applicationId", applicationId);
  form.set("checklistItemId", checklistItemId);
  return UPLOAD(apiRequest("POST", "/api/documents/upload", form));
}

/** An application submitted to three e-mail lenders, each of which set the same condition. */
async function threeLendersAsking() {
  const { app } = await candidate([], { needDecline: false });
  const matches = await prisma().lenderMatch.findMany({
    where: { applicationId: app.id, lender: { active: true } },
    include: { lender: true },
    orderBy: { rank: "asc" },
    take: 3,
  });
  expect(matches).toHaveLength(3);
  const lenders = matches.map((m, i) => ({
    id: m.lenderId,
    name: m.lender.name,
    email: `credit${i}@lender${i}.example`,
  }));
  for (const l of lenders)
    await prisma().lender.update({ where: { id: l.id }, data: { driver: "email", submissionEmail: l.email } });
  await makeReadyForLenders(users.staff, app.id);
  actAs(users.staff);
  expect(
    (
      await submit(
        app.id,
        lenders.map((l) => l.id),
      )
    ).status,
  ).toBe(201);
  const subs = await prisma().lenderSubmission.findMany({ where: { applicationId: app.id }, orderBy: { id: "asc" } });
  for (const [i, s] of subs.entries()) {
    await advanceSubmission(s.id);
    const text = i === 1 ? `${ACCOUNTS.toUpperCase()}.` : ACCOUNTS;
    if (i === 2) {
      // The key-in form as the browser posts it for 'Action required': only the fields it shows.
      const sent = await prisma().lenderSubmission.findUniqueOrThrow({ where: { id: s.id } });
      const form = new FormData();
      for (const [k, v] of Object.entries({
        submissionId: s.id,
        version: sent.version,
        status: "action_required",
        reference: `LND-${i}`,
        conditionsText: text,
        $ACTION_ID_abc: "",
      }))
        form.append(k, String(v));
      expect(await keyInDecisionAction({}, form)).toEqual({ saved: true });
      continue;
    }
    const keyed = await change(s.id, {
      action: "decide",
      status: "action_required",
      reference: `LND-${i}`,
      conditions: [text],
    });
    expect(keyed.status).toBe(200);
  }
  return { app, lenders, subs };
}

const conditionsOf = async (id: string) =>
  (await prisma().lenderSubmission.findUniqueOrThrow({ where: { id } })).conditions as {
    id: string;
    text: string;
    checklistItemId?: string;
    answeredAt?: string;
    answer?: string;
    documentId?: string;
  }[];

describe("one document request for every lender that asked for it (ADR 082)", () => {
  it("three lenders' identical condition: one checklist item, one e-mail, one notification; one approval answers all three", async () => {
    const { app, lenders, subs } = await threeLendersAsking();
    const client = await prisma().user.update({
      where: { id: app.clientId },
      data: { notifyByEmail: true, dailyDigest: false, mutedEmailKinds: [] },
    });
    const requested = { userId: client.id, kind: "document_requested" } as const;
    const notesBefore = await prisma().notification.count({ where: requested });
    const mailsBefore = await prisma().outboxEmail.count({
      where: { to: client.email, subject: { startsWith: "New document request" } },
    });

    actAs(users.staff);
    const answers = [];
    for (const s of subs) {
      const [c] = await conditionsOf(s.id);
      const res = await change(s.id, { action: "request", conditionId: c!.id });
      expect(res.status).toBe(200);
      answers.push((await res.json()) as { linkedTo?: { label: string } });
    }
    // The first ask made the request; the others were linked to it, and staff are told so.
    expect(answers[0]!.linkedTo).toBeUndefined();
    expect(answers[1]!.linkedTo?.label).toBe(ACCOUNTS);
    expect(answers[2]!.linkedTo?.label).toBe(ACCOUNTS);
    const items = await prisma().checklistItem.findMany({ where: { applicationId: app.id, label: ACCOUNTS } });
    expect(items).toHaveLength(1);
    const item = items[0]!;
    for (const s of subs) expect((await conditionsOf(s.id))[0]!.checklistItemId).toBe(item.id);
    expect(await prisma().notification.count({ where: requested })).toBe(notesBefore + 1);
    expect(
      await prisma().outboxEmail.count({
        where: { to: client.email, subject: { startsWith: "New document request" } },
      }),
    ).toBe(mailsBefore + 1);
    const ids = subs.map((s) => s.id);
    expect(
      await prisma().auditEvent.count({ where: { action: "submission.condition_requested", entityId: { in: ids } } }),
    ).toBe(1);
    expect(
      await prisma().auditEvent.count({ where: { action: "submission.condition_linked", entityId: { in: ids } } }),
    ).toBe(2);
    // Asking again on a linked condition is refused.
    expect(
      (await change(subs[0]!.id, { action: "request", conditionId: (await conditionsOf(subs[0]!.id))[0]!.id })).status,
    ).toBe(409);

    // The client uploads once; staff approve; the approval's job answers every lender.
    actAs({ id: app.clientId });
    expect((await upload(app.id, item.id)).status).toBe(201);
    actAs(users.staff);
    expect((await reviewItem(app.id, item.id, { decision: "approved" })).status).toBe(200);
    const document = await prisma().document.findFirstOrThrow({ where: { checklistItemId: item.id } });
    expect(await answerWithApprovedItem(app.id, item.id)).toBe(3);

    for (const [i, s] of subs.entries()) {
      const [c] = await conditionsOf(s.id);
      expect(c).toMatchObject({ documentId: document.id, checklistItemId: item.id });
      expect(c!.answer).toMatch(/^Answered with ytd-accounts\.pdf on \d{1,2} \w+ \d{4}$/);
      // Every condition met: back to the lender's assessment.
      expect((await prisma().lenderSubmission.findUniqueOrThrow({ where: { id: s.id } })).status).toBe("assessing");
      // Each lender received the document through its adapter (the e-mail lender: a mail with it attached).
      const lender = lenders.find((l) => l.id === s.lenderId)!;
      const mail = await prisma().outboxEmail.findFirstOrThrow({
        where: { to: lender.email, subject: { startsWith: `Further document for LND-${i}` } },
      });
      const attachments = mail.attachments as { fileName: string; storageKey?: string }[];
      expect(attachments).toEqual([
        expect.objectContaining({ fileName: "ytd-accounts.pdf", storageKey: document.storageKey }),
      ]);
    }
    expect(
      await prisma().auditEvent.count({ where: { action: "submission.condition_answered", entityId: { in: ids } } }),
    ).toBe(3);
    expect(
      await prisma().auditEvent.count({ where: { action: "submission.conditions_met", entityId: { in: ids } } }),
    ).toBe(3);
    // Run again (a retried job, the sweep): nothing is answered or sent twice.
    expect(await answerWithApprovedItem(app.id, item.id)).toBe(0);
    await sweepSubmissions();
    expect(await prisma().outboxEmail.count({ where: { subject: { startsWith: "Further document for LND-" } } })).toBe(
      3,
    );
  });
});
