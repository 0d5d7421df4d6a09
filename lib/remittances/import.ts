import "server-only";
import { createHash } from "node:crypto";
import { audit, type Actor } from "@/lib/audit";
import {
  clawbackCents,
  monthlyTrail,
  payableOnReceipt,
  trailBaseCents,
  trailMonthOf,
  upfrontLenderCents,
} from "@/lib/commissions/client";
import { db, transaction, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import type { RepaymentFrequency } from "@/lib/money/client";
import { formatDate } from "@/lib/money/client";
import { parseRemittance, type RemittanceLineIn } from "./parse";
import { remittanceMappingSchema, type RemittanceImport } from "./schema";

type Tx = Prisma.TransactionClient;
type Status = "matched" | "short_paid" | "over_paid" | "unmatched";

const settlementSelect = {
  id: true,
  lenderId: true,
  lenderReference: true,
  settledOn: true,
  amountFunded: true,
  termMonths: true,
  interestRateBps: true,
  repaymentFrequency: true,
  application: { select: { number: true } },
  commissions: true,
} as const;
type SettlementRow = Prisma.SettlementGetPayload<{ select: typeof settlementSelect }>;
type LenderTerms = {
  commissionRateBps: number;
  trailRateBps: number;
  trailBasis: "outstanding_balance" | "original_amount";
};

export const classify = (amountCents: number, expectedCents: number | null): Status =>
  expectedCents == null
    ? "unmatched"
    : amountCents === expectedCents
      ? "matched"
      : amountCents < expectedCents
        ? "short_paid"
        : "over_paid";

/**
 * The commission line a remittance line pays: the upfront, or the trail of its month; without a
 * type or month, the upfront until it is received in full, then the earliest trail not received.
 */
function targetOf(s: SettlementRow, line: RemittanceLineIn) {
  const own = s.commissions.filter((c) => c.kind !== "clawback");
  if (line.period) return { period: line.period, commission: own.find((c) => c.period === line.period) ?? null };
  const open = (c: (typeof own)[number]) => c.lenderCents == null || c.receivedCents < c.lenderCents;
  const upfront = own.find((c) => c.kind === "upfront");
  if (line.kind !== "trail" && (!upfront || open(upfront))) return { period: "upfront", commission: upfront ?? null };
  const trail = own
    .filter((c) => c.kind === "trail" && open(c))
    .sort((a, b) => a.earnedAt.getTime() - b.earnedAt.getTime())[0];
  return { period: trail?.period ?? null, commission: trail ?? null };
}

/** What the lender owes us for that line: from the ledger's line, or its own terms when no partner earns on it. */
function expectedFor(
  s: SettlementRow,
  lender: LenderTerms,
  period: string | null,
  commission: SettlementRow["commissions"][number] | null,
) {
  if (commission?.lenderCents != null) return commission.lenderCents - commission.receivedCents;
  if (period === "upfront") return upfrontLenderCents(s.amountFunded, lender.commissionRateBps);
  if (!period) return null;
  const k = trailMonthOf(s.settledOn, s.termMonths, period);
  if (!k) return null;
  const facts = { ...s, frequency: s.repaymentFrequency as RepaymentFrequency };
  return monthlyTrail(trailBaseCents(facts, lender.trailBasis, k), lender.trailRateBps, 0).lenderCents;
}

/**
 * Staff import a lender's remittance (issue 35 item 1). One transaction: the file (by its SHA-256,
 * once), every line matched to a settlement by the lender's reference and to the commission line it
 * pays, classified against what we expected (matched, short-paid, over-paid, unmatched), what each
 * commission line received, and, for a lender paying on receipt, what becomes payable to the partner
 * (the received share; a clawback waiting on that upfront with it). A bad file is refused whole.
 */
export async function importRemittance(actor: Actor, input: RemittanceImport, ip?: string, now: Date = new Date()) {
  const fileHash = createHash("sha256").update(input.csv).digest("hex");
  return transaction(async (tx) => {
    const lender = await tx.lender.findUnique({ where: { id: input.lenderId } });
    if (!lender)
      throw new AppError("bad_request", "Choose a lender from the panel.", {
        fields: { lenderId: ["Choose a lender."] },
      });
    const mapping = remittanceMappingSchema.safeParse(lender.remittanceMapping);
    if (!lender.remittanceMapping || !mapping.success)
      throw new AppError("conflict", `Set up ${lender.name}'s remittance columns in admin before importing its files.`);
    const earlier = await tx.remittance.findUnique({
      where: { fileHash },
      include: { lender: { select: { name: true } } },
    });
    if (earlier)
      throw new AppError(
        "conflict",
        `This file was already imported on ${formatDate(earlier.createdAt)} (${earlier.fileName}, ${earlier.lender.name}).`,
      );
    const parsed = parseRemittance(input.csv, mapping.data);
    if (!parsed.ok)
      throw new AppError("bad_request", "The remittance file cannot be imported.", {
        fields: { csv: parsed.problems },
      });

    const refs = [...new Set(parsed.lines.map((l) => l.reference))];
    const settlements = await tx.settlement.findMany({
      where: { lenderReference: { in: refs, mode: "insensitive" } },
      select: settlementSelect,
    });
    const byRef = (ref: string) => settlements.filter((s) => s.lenderReference.toLowerCase() === ref.toLowerCase());
    const problems: string[] = [];
    for (const line of parsed.lines) {
      const found = byRef(line.reference);
      if (found.length && !found.some((s) => s.lenderId === lender.id))
        problems.push(`Line ${line.lineNumber}: ${line.reference} is another lender's loan, not ${lender.name}'s.`);
    }
    const planned = parsed.lines.map((line) => {
      const s = byRef(line.reference).find((x) => x.lenderId === lender.id) ?? null;
      if (!s)
        return { line, s, period: line.period, commission: null, expectedCents: null, status: "unmatched" as Status };
      const { period, commission } = targetOf(s, line);
      const expectedCents = expectedFor(s, lender, period, commission);
      if (commission && expectedCents != null && expectedCents <= 0)
        problems.push(
          `Line ${line.lineNumber}: ${line.reference} ${period === "upfront" ? "upfront" : `trail for ${period}`} was already received in full.`,
        );
      return { line, s, period, commission, expectedCents, status: classify(line.amountCents, expectedCents) };
    });
    const targets = planned.filter((p) => p.commission).map((p) => p.commission!.id);
    if (new Set(targets).size !== targets.length)
      problems.push("Two lines pay the same commission: give each line its type and month.");
    if (problems.length)
      throw new AppError("bad_request", "The remittance file cannot be imported.", { fields: { csv: problems } });

    const remittance = await tx.remittance.create({
      data: {
        lenderId: lender.id,
        fileName: input.fileName,
        fileHash,
        totalCents: parsed.lines.reduce((t, l) => t + l.amountCents, 0),
        importedById: actor.id,
      },
    });
    await tx.remittanceLine.createMany({
      data: planned.map((p) => ({
        remittanceId: remittance.id,
        lineNumber: p.line.lineNumber,
        reference: p.line.reference,
        period: p.period,
        amountCents: p.line.amountCents,
        expectedCents: p.expectedCents,
        status: p.status,
        settlementId: p.s?.id ?? null,
        commissionId: p.commission?.id ?? null,
      })),
    });
    for (const p of planned)
      if (p.commission)
        await receive(tx, actor, p.commission, p.line.amountCents, lender.commissionPaidOn, remittance.id, now, ip);
    const counts = { matched: 0, short_paid: 0, over_paid: 0, unmatched: 0 };
    for (const p of planned) counts[p.status]++;
    await audit(tx, {
      actor,
      action: "remittance.imported",
      entity: "Remittance",
      entityId: remittance.id,
      after: { lenderId: lender.id, fileName: input.fileName, fileHash, totalCents: remittance.totalCents, counts },
      ip,
    });
    return {
      id: remittance.id,
      lender: lender.name,
      totalCents: remittance.totalCents,
      counts,
      lines: planned.map((p) => ({
        lineNumber: p.line.lineNumber,
        reference: p.line.reference,
        period: p.period,
        applicationNumber: p.s?.application.number ?? null,
        amountCents: p.line.amountCents,
        expectedCents: p.expectedCents,
        status: p.status,
      })),
    };
  });
}

/** A commission line receives money; on receipt lenders make the received share payable (and its clawback). */
async function receive(
  tx: Tx,
  actor: Actor,
  c: SettlementRow["commissions"][number],
  amountCents: number,
  paidOn: "settlement" | "receipt",
  remittanceId: string,
  now: Date,
  ip?: string,
) {
  const receivedCents = c.receivedCents + amountCents;
  const payable =
    // A line already paid, or held by a payout run, keeps its payable amount (the run's total stands).
    paidOn === "receipt" && !c.paid && !c.payoutRunId
      ? { payableCents: payableOnReceipt(c.amountCents, receivedCents, c.lenderCents), payableAt: c.payableAt ?? now }
      : {};
  const after = await tx.commission.update({ where: { id: c.id }, data: { receivedCents, ...payable } });
  await audit(tx, {
    actor,
    action: "commission.received",
    entity: "Commission",
    entityId: c.id,
    before: { receivedCents: c.receivedCents, payableCents: c.payableCents },
    after: { receivedCents, payableCents: after.payableCents, remittanceId },
    ip,
  });
  if (c.kind !== "upfront" || !("payableCents" in payable)) return;
  const waiting = await tx.commission.findMany({
    where: { applicationId: c.applicationId, kind: "clawback", paid: false, payoutRunId: null },
  });
  for (const claw of waiting) {
    const payableCents = clawbackCents(after.payableCents ?? 0, claw.rateBps);
    await tx.commission.update({ where: { id: claw.id }, data: { payableCents, payableAt: claw.payableAt ?? now } });
    await audit(tx, {
      actor,
      action: "commission.payable",
      entity: "Commission",
      entityId: claw.id,
      before: { payableCents: claw.payableCents },
      after: { payableCents, reason: "its upfront was received" },
      ip,
    });
  }
}

/** The latest remittances with their lines, for the staff page. */
export async function listRemittances(take = 20) {
  const prisma = await db();
  return prisma.remittance.findMany({
    orderBy: { createdAt: "desc" },
    take,
    include: {
      lender: { select: { name: true } },
      lines: {
        orderBy: { lineNumber: "asc" },
        include: { settlement: { select: { application: { select: { number: true } } } } },
      },
    },
  });
}
