import "server-only";
import { audit, type Actor } from "@/lib/audit";
import { commissionLabel } from "@/lib/commissions/client";
import { db, transaction, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { formatAudCents, formatDate, melbourneToday } from "@/lib/money/client";
import { notifyUser } from "@/lib/notifications";
import { calendarDay } from "@/lib/validation/client";
import { abaFile } from "./aba";
import { abaOriginator } from "./originator";
import type { PayoutPaidInput, PayoutRunInput } from "./schema";
import { onPayoutPaid } from "@/lib/webhooks";

type Tx = Prisma.TransactionClient;
const DAY = 86_400_000;

export const payoutReference = (seq: number) => `PR-${String(seq).padStart(4, "0")}`;

const lineSelect = {
  id: true,
  partnerId: true,
  kind: true,
  period: true,
  amountCents: true,
  payableCents: true,
  payableAt: true,
  application: { select: { number: true, businessName: true } },
  partner: {
    select: {
      firstName: true,
      lastName: true,
      email: true,
      payoutBsb: true,
      payoutAccountNumber: true,
      payoutAccountName: true,
    },
  },
} as const;
type Line = Prisma.CommissionGetPayload<{ select: typeof lineSelect }>;

function byPartner(lines: Line[]) {
  const groups = new Map<string, Line[]>();
  for (const l of lines) groups.set(l.partnerId, [...(groups.get(l.partnerId) ?? []), l]);
  return [...groups.entries()].map(([partnerId, rows]) => {
    const p = rows[0]!.partner;
    return {
      partnerId,
      name: [p.firstName, p.lastName].filter(Boolean).join(" ") || p.email,
      account: p.payoutBsb && p.payoutAccountNumber && p.payoutAccountName ? p : null,
      netCents: rows.reduce((s, r) => s + (r.payableCents ?? 0), 0),
      lines: rows,
    };
  });
}

/**
 * Staff prepare a payout run (issue 35 item 2): every payable, unpaid line up to the period's end
 * that no other run holds, grouped by partner. A partner is paid the net of their lines (upfront,
 * trail, clawback offsets); a partner whose net is not above zero, or who has no payout account,
 * is left out and their lines wait for the next run: a clawback is netted later, never lost.
 */
export async function preparePayoutRun(actor: Actor, input: PayoutRunInput, ip?: string) {
  const until = new Date(calendarDay(input.to).getTime() + DAY);
  return transaction(async (tx) => {
    const candidates = await tx.commission.findMany({
      where: { paid: false, payoutRunId: null, payableAt: { not: null, lt: until }, payableCents: { not: 0 } },
      select: lineSelect,
      orderBy: [{ partnerId: "asc" }, { earnedAt: "asc" }],
    });
    const partners = byPartner(candidates);
    const paying = partners.filter((p) => p.netCents > 0 && p.account);
    const carried = partners
      .filter((p) => !paying.includes(p))
      .map((p) => ({
        partnerId: p.partnerId,
        name: p.name,
        netCents: p.netCents,
        reason: !p.account
          ? "No payout account: the lines wait for the next run."
          : `Net ${formatAudCents(p.netCents)}: carried forward to the next run.`,
      }));
    if (paying.length === 0)
      throw new AppError("conflict", "Nothing to pay up to this date.", {
        fields: { to: ["No partner is owed money."] },
      });
    const ids = paying.flatMap((p) => p.lines.map((l) => l.id));
    const totalCents = paying.reduce((s, p) => s + p.netCents, 0);
    const created = await tx.payoutRun.create({
      data: {
        reference: `pending-${crypto.randomUUID()}`,
        periodFrom: calendarDay(input.from),
        periodTo: calendarDay(input.to),
        totalCents,
        preparedById: actor.id,
      },
    });
    const run = await tx.payoutRun.update({
      where: { id: created.id },
      data: { reference: payoutReference(created.seq) },
    });
    // Another run prepared at the same moment took some of these lines: this one stops whole.
    const held = await tx.commission.updateMany({
      where: { id: { in: ids }, payoutRunId: null, paid: false },
      data: { payoutRunId: run.id },
    });
    if (held.count !== ids.length)
      throw new AppError("conflict", "Another payout run took some of these lines. Try again.");
    await audit(tx, {
      actor,
      action: "payout_run.prepared",
      entity: "PayoutRun",
      entityId: run.id,
      after: { reference: run.reference, from: input.from, to: input.to, totalCents, lines: ids.length, carried },
      ip,
    });
    return { ...(await payoutRunView(tx, run.id)), carried };
  });
}

async function payoutRunView(tx: Tx, id: string) {
  const run = await tx.payoutRun.findUnique({
    where: { id },
    include: {
      preparedBy: { select: { id: true, firstName: true, lastName: true } },
      approvedBy: { select: { id: true, firstName: true, lastName: true } },
      commissions: { select: lineSelect, orderBy: [{ partnerId: "asc" }, { earnedAt: "asc" }] },
    },
  });
  if (!run) throw new AppError("not_found", "Payout run not found.");
  const { commissions, ...rest } = run;
  return {
    ...rest,
    partners: byPartner(commissions).map((p) => ({
      partnerId: p.partnerId,
      name: p.name,
      netCents: p.netCents,
      bsb: p.account?.payoutBsb ?? null,
      accountName: p.account?.payoutAccountName ?? null,
      lines: p.lines.map((l) => ({
        id: l.id,
        kind: l.kind,
        label: commissionLabel(l.kind, l.period),
        applicationNumber: l.application.number,
        businessName: l.application.businessName,
        payableCents: l.payableCents ?? 0,
      })),
    })),
  };
}

export async function getPayoutRun(id: string) {
  return payoutRunView(await db(), id);
}

export async function listPayoutRuns(take = 30) {
  const prisma = await db();
  return prisma.payoutRun.findMany({
    orderBy: { seq: "desc" },
    take,
    include: { _count: { select: { commissions: true } } },
  });
}

async function moveRun(
  tx: Tx,
  id: string,
  from: readonly ("prepared" | "approved")[],
  data: Prisma.PayoutRunUncheckedUpdateManyInput,
) {
  const moved = await tx.payoutRun.updateMany({ where: { id, status: { in: [...from] } }, data });
  if (moved.count !== 1) {
    const run = await tx.payoutRun.findUnique({ where: { id } });
    if (!run) throw new AppError("not_found", "Payout run not found.");
    throw new AppError("conflict", `Payout run ${run.reference} is ${run.status}.`);
  }
}

/** A second person approves (maker-checker): the one who prepared the run may not. */
export async function approvePayoutRun(actor: Actor, id: string, ip?: string, now: Date = new Date()) {
  return transaction(async (tx) => {
    const run = await tx.payoutRun.findUnique({ where: { id } });
    if (!run) throw new AppError("not_found", "Payout run not found.");
    if (run.preparedById === actor.id)
      throw new AppError("conflict", "A payout run is approved by someone other than the person who prepared it.");
    await moveRun(tx, id, ["prepared"], { status: "approved", approvedById: actor.id, approvedAt: now });
    await audit(tx, {
      actor,
      action: "payout_run.approved",
      entity: "PayoutRun",
      entityId: id,
      before: { status: run.status },
      after: { status: "approved", reference: run.reference, totalCents: run.totalCents },
      ip,
    });
    return payoutRunView(tx, id);
  });
}

/** The approved run as an ABA file for the bank: one credit per partner, referenced by the run. */
export async function payoutRunAba(actor: Actor, id: string, ip?: string, now: Date = new Date()) {
  const prisma = await db();
  const run = await payoutRunView(prisma, id);
  if (run.status !== "approved" && run.status !== "paid")
    throw new AppError("conflict", `Payout run ${run.reference} must be approved before its ABA file is made.`);
  const owner = await prisma.commission.findMany({
    where: { payoutRunId: id },
    select: { partner: { select: { id: true, payoutBsb: true, payoutAccountNumber: true, payoutAccountName: true } } },
    distinct: ["partnerId"],
  });
  const accounts = new Map(owner.map((o) => [o.partner.id, o.partner]));
  const credits = run.partners.map((p) => {
    const a = accounts.get(p.partnerId);
    if (!a?.payoutBsb || !a.payoutAccountNumber || !a.payoutAccountName)
      throw new AppError("conflict", `${p.name} has no payout account.`);
    return {
      bsb: a.payoutBsb,
      accountNumber: a.payoutAccountNumber,
      accountName: a.payoutAccountName,
      amountCents: p.netCents,
      reference: `BIZFUND ${run.reference}`,
    };
  });
  const file = abaFile(abaOriginator(), melbourneToday(now), credits);
  await audit(prisma, {
    actor,
    action: "payout_run.exported",
    entity: "PayoutRun",
    entityId: id,
    after: { reference: run.reference, credits: credits.length, totalCents: run.totalCents },
    ip,
  });
  return { reference: run.reference, file };
}

/** The bank paid the run: its lines are paid on that day, with the run's reference; the partners are told. */
export async function markPayoutRunPaid(
  actor: Actor,
  id: string,
  input: PayoutPaidInput,
  ip?: string,
  now = new Date(),
) {
  if (input.paidOn > melbourneToday(now))
    throw new AppError("bad_request", "The payment date cannot be in the future.", {
      fields: { paidOn: ["Not after today."] },
    });
  const paidOn = calendarDay(input.paidOn);
  return transaction(async (tx) => {
    const run = await tx.payoutRun.findUnique({ where: { id } });
    if (!run) throw new AppError("not_found", "Payout run not found.");
    await moveRun(tx, id, ["approved"], { status: "paid", paidOn });
    const lines = await tx.commission.updateMany({
      where: { payoutRunId: id, paid: false },
      data: { paid: true, paidAt: paidOn },
    });
    await onPayoutPaid(tx, id);
    await audit(tx, {
      actor,
      action: "payout_run.paid",
      entity: "PayoutRun",
      entityId: id,
      before: { status: run.status },
      after: { status: "paid", reference: run.reference, paidOn: input.paidOn, lines: lines.count },
      ip,
    });
    const view = await payoutRunView(tx, id);
    for (const p of view.partners)
      await notifyUser(tx, p.partnerId, {
        kind: "commission_earned",
        title: `Commission paid: ${formatAudCents(p.netCents)}`,
        body: `Paid ${formatDate(paidOn)}, run ${run.reference}.`,
        link: "/partner#commissions",
      });
    return view;
  });
}

/** A run not yet paid may be cancelled: its lines go back to wait for the next run. */
export async function cancelPayoutRun(actor: Actor, id: string, ip?: string) {
  return transaction(async (tx) => {
    const run = await tx.payoutRun.findUnique({ where: { id } });
    if (!run) throw new AppError("not_found", "Payout run not found.");
    await moveRun(tx, id, ["prepared", "approved"], { status: "cancelled" });
    const released = await tx.commission.updateMany({
      where: { payoutRunId: id, paid: false },
      data: { payoutRunId: null },
    });
    await audit(tx, {
      actor,
      action: "payout_run.cancelled",
      entity: "PayoutRun",
      entityId: id,
      before: { status: run.status },
      after: { status: "cancelled", reference: run.reference, released: released.count },
      ip,
    });
    return { id, reference: run.reference, status: "cancelled" as const };
  });
}
