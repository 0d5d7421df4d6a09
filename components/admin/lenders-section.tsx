import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { listLenders } from "@/lib/admin";
import { formatAud, formatPercent } from "@/lib/money/format";
import { LenderActive, LenderRates, NewLenderForm } from "./admin-actions";

/** Administration › Lender panel: add a lender, edit its rates, switch it on or off. */
export function LendersSection({ lenders }: { lenders: Awaited<ReturnType<typeof listLenders>> }) {
  return (
    <section aria-labelledby="lenders-heading" className="grid gap-3">
      <h2 id="lenders-heading" className="text-xl font-semibold">
        Lender panel
      </h2>
      <NewLenderForm />
      <Table>
        <caption className="sr-only">Lenders</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Lender</TableHead>
            <TableHead>Tier</TableHead>
            <TableHead>Amounts</TableHead>
            <TableHead>Rates (% p.a.)</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lenders.map((l) => (
            <TableRow key={l.id}>
              <TableCell>{l.name}</TableCell>
              <TableCell>{l.tier}</TableCell>
              <TableCell>
                {formatAud(l.minAmount)}-{formatAud(l.maxAmount)}
              </TableCell>
              <TableCell>
                <span className="sr-only">
                  {formatPercent(l.rateMinBps)} to {formatPercent(l.rateMaxBps)}
                </span>
                <LenderRates id={l.id} name={l.name} min={l.rateMinBps} max={l.rateMaxBps} />
              </TableCell>
              <TableCell>{l.active ? "Active" : "Inactive"}</TableCell>
              <TableCell>
                <LenderActive id={l.id} name={l.name} active={l.active} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
