import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatAudCents, formatDate } from "@/lib/money/format";
import type { getPayoutRun } from "@/lib/payouts/runs";
import { CommissionForm, CommissionInput, type CommissionFormState } from "./commission-form";

type Action = (state: CommissionFormState, form: FormData) => Promise<CommissionFormState>;
type Run = Awaited<ReturnType<typeof getPayoutRun>>;
const STATUS_WORDS = { prepared: "Prepared", approved: "Approved", paid: "Paid", cancelled: "Cancelled" };

/**
 * Money out (issue 35 item 2): prepare a run for a period, see each partner's lines and net, approve
 * (someone other than the preparer), download the ABA file, mark it paid, or cancel it.
 */
export function PayoutRunsSection({
  runs,
  today,
  userId,
  actions,
}: {
  runs: Run[];
  today: string;
  userId: string;
  actions: { prepare: Action; approve: Action; paid: Action; cancel: Action };
}) {
  return (
    <section aria-labelledby="payouts-heading" className="grid gap-4">
      <h2 id="payouts-heading" className="text-xl font-semibold">
        Payout runs
      </h2>
      <CommissionForm action={actions.prepare} submit="Prepare payout run" label="Prepare a payout run">
        <div className="grid gap-1">
          <Label htmlFor="payout-from">From</Label>
          <CommissionInput
            id="payout-from"
            name="from"
            type="date"
            defaultValue={`${today.slice(0, 7)}-01`}
            className="w-40"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="payout-to">To</Label>
          <CommissionInput id="payout-to" name="to" type="date" defaultValue={today} className="w-40" />
        </div>
      </CommissionForm>
      {runs.map((run) => (
        <div key={run.id} className="grid gap-2 rounded-md border p-4">
          <h3 className="font-semibold">
            {run.reference}: {STATUS_WORDS[run.status]}, {formatAudCents(run.totalCents)}
          </h3>
          <p className="text-sm text-muted-foreground">
            {formatDate(run.periodFrom)} to {formatDate(run.periodTo)}; prepared by{" "}
            {[run.preparedBy.firstName, run.preparedBy.lastName].filter(Boolean).join(" ")}
            {run.approvedBy
              ? `, approved by ${[run.approvedBy.firstName, run.approvedBy.lastName].filter(Boolean).join(" ")}`
              : ""}
            {run.paidOn ? `, paid ${formatDate(run.paidOn)}` : ""}
          </p>
          {run.partners.map((p) => (
            <Table key={p.partnerId}>
              <TableCaption className="caption-top text-left">
                {p.name} ({p.bsb ?? "no BSB"}, {p.accountName ?? "no account"}): {formatAudCents(p.netCents)}
              </TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>Type</TableHead>
                  <TableHead>Application</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {p.lines.map((l) => (
                  <TableRow key={l.id}>
                    <TableCell>{l.label}</TableCell>
                    <TableCell>
                      {l.applicationNumber} · {l.businessName}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatAudCents(l.payableCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ))}
          <div className="flex flex-wrap items-end gap-4">
            {run.status === "prepared" && run.preparedById !== userId ? (
              <CommissionForm action={actions.approve} submit="Approve" label={`Approve ${run.reference}`}>
                <input type="hidden" name="id" value={run.id} />
              </CommissionForm>
            ) : null}
            {run.status === "prepared" && run.preparedById === userId ? (
              <p className="text-sm">Someone other than you approves this run.</p>
            ) : null}
            {run.status === "approved" || run.status === "paid" ? (
              <Button asChild variant="outline">
                <a href={`/api/staff/payout-runs/${run.id}/aba`} download>
                  Download ABA file
                </a>
              </Button>
            ) : null}
            {run.status === "approved" ? (
              <CommissionForm action={actions.paid} submit="Mark paid" label={`Mark ${run.reference} paid`}>
                <input type="hidden" name="id" value={run.id} />
                <div className="grid gap-1">
                  <Label htmlFor={`paid-on-${run.id}`}>Paid on</Label>
                  <CommissionInput
                    id={`paid-on-${run.id}`}
                    name="paidOn"
                    type="date"
                    defaultValue={today}
                    className="w-40"
                  />
                </div>
              </CommissionForm>
            ) : null}
            {run.status === "prepared" || run.status === "approved" ? (
              <CommissionForm
                action={actions.cancel}
                submit="Cancel run"
                variant="outline"
                label={`Cancel ${run.reference}`}
              >
                <input type="hidden" name="id" value={run.id} />
              </CommissionForm>
            ) : null}
          </div>
        </div>
      ))}
    </section>
  );
}
