import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { commissionLabel } from "@/lib/commissions/labels";
import { formatAudCents, formatDate } from "@/lib/money/format";
import type { listRemittances } from "@/lib/remittances/import";
import { CommissionForm, type CommissionFormState } from "./commission-form";

type Action = (state: CommissionFormState, form: FormData) => Promise<CommissionFormState>;
const STATUS_WORDS = { matched: "Matched", short_paid: "Short-paid", over_paid: "Over-paid", unmatched: "Unmatched" };

/** Money in (issue 35 item 1): import a lender's remittance CSV, and how each line of the latest ones matched. */
export function RemittancesSection({
  lenders,
  remittances,
  importAction,
}: {
  lenders: { id: string; name: string; mapped: boolean }[];
  remittances: Awaited<ReturnType<typeof listRemittances>>;
  importAction: Action;
}) {
  return (
    <section aria-labelledby="remittances-heading" className="grid gap-4">
      <h2 id="remittances-heading" className="text-xl font-semibold">
        Lender remittances
      </h2>
      <CommissionForm action={importAction} submit="Import remittance" label="Import a lender remittance">
        <div className="grid gap-1">
          <Label htmlFor="remittance-lender">Lender</Label>
          <NativeSelect id="remittance-lender" name="lenderId" className="w-64" defaultValue="">
            <option value="">Choose…</option>
            {lenders.map((l) => (
              <option key={l.id} value={l.id} disabled={!l.mapped}>
                {l.mapped ? l.name : `${l.name} (no column mapping)`}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="remittance-file">Remittance CSV</Label>
          <Input id="remittance-file" name="file" type="file" accept=".csv,text/csv" className="w-72" />
        </div>
      </CommissionForm>
      {remittances.map((r) => (
        <Table key={r.id}>
          <TableCaption className="caption-top text-left">
            {r.lender.name}: {r.fileName}, imported {formatDate(r.createdAt)}, {formatAudCents(r.totalCents)}
          </TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Line</TableHead>
              <TableHead>Reference</TableHead>
              <TableHead>Application</TableHead>
              <TableHead>For</TableHead>
              <TableHead className="text-right">Expected</TableHead>
              <TableHead className="text-right">Received</TableHead>
              <TableHead>Result</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {r.lines.map((l) => (
              <TableRow key={l.id}>
                <TableCell>{l.lineNumber}</TableCell>
                <TableCell>{l.reference}</TableCell>
                <TableCell>{l.settlement?.application.number ?? "—"}</TableCell>
                <TableCell>
                  {l.period ? commissionLabel(l.period === "upfront" ? "upfront" : "trail", l.period) : "—"}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {l.expectedCents == null ? "—" : formatAudCents(l.expectedCents)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatAudCents(l.amountCents)}</TableCell>
                <TableCell>{STATUS_WORDS[l.status]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ))}
    </section>
  );
}
