import { z, singleLine } from "@/lib/validation/client";
import { buildStatement, statementCsv, commissionLabel } from "@/lib/commissions/client";
import { statementPdf } from "@/lib/commissions";
import { handler } from "@/lib/http";
import { commissionLedger, partnerTaxDetails } from "@/lib/partners";

export const dynamic = "force-dynamic";

const query = z.object({
  month: singleLine().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Use YYYY-MM"),
  format: z.enum(["csv", "pdf"]).default("csv"),
});

/**
 * Download Commission Statement: a month's ledger as CSV or PDF, a recipient-created tax invoice for
 * a GST-registered partner and a remittance advice otherwise (ADR 074).
 */
export const GET = handler({ action: "read:commission", query }, async ({ user, query }) => {
  const [rows, tax] = await Promise.all([commissionLedger(user, query.month), partnerTaxDetails(user.id)]);
  const statement = buildStatement(
    { id: user.id, ...tax },
    query.month,
    rows.map((r) => ({
      earnedAt: r.earnedAt,
      kind: commissionLabel(r.kind, r.period),
      applicationNumber: r.application.number,
      businessName: r.application.businessName,
      baseAmount: r.baseAmount,
      rateBps: r.rateBps,
      splitBps: r.splitBps,
      amountCents: r.amountCents,
      paid: r.paid,
      paidAt: r.paidAt,
      payoutRun: r.payoutRun?.reference ?? null,
    })),
  );
  const name = `bizfund-commission-statement-${query.month}.${query.format}`;
  const body = query.format === "pdf" ? new Uint8Array(await statementPdf(statement)) : statementCsv(statement);
  return new Response(body, {
    headers: {
      "Content-Type": query.format === "pdf" ? "application/pdf" : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
});
