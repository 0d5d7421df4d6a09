import { cn } from "@/lib/utils/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export interface RecordColumn<T> {
  key: string;
  header: React.ReactNode;
  cell: (row: T) => React.ReactNode;
  /** Classes for the column's header and cells (e.g. "text-right" for amounts). */
  className?: string;
  ariaSort?: "ascending" | "descending";
}

/**
 * The portals' one table: a caption for screen readers, a header row from the columns and a row per
 * record. Rows open with a click, Enter or Space when `onOpen` is given (a control inside a row keeps
 * its own keys). No hooks, so server components render it too; DataTable adds search, sort and pages.
 */
export function RecordTable<T extends { id: string }>({
  caption,
  rows,
  columns,
  onOpen,
  empty,
  rowClassName,
  className,
}: {
  caption: string;
  rows: T[];
  columns: RecordColumn<T>[];
  onOpen?: (row: T) => void;
  /** Shown in a full-width row when there are no rows. */
  empty?: React.ReactNode;
  rowClassName?: string;
  className?: string;
}) {
  return (
    <Table className={className}>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.key} className={c.className} aria-sort={c.ariaSort}>
              {c.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow
            key={r.id}
            className={cn(rowClassName, onOpen && "cursor-pointer") || undefined}
            tabIndex={onOpen ? 0 : undefined}
            onClick={onOpen ? () => onOpen(r) : undefined}
            onKeyDown={
              onOpen
                ? (e) => {
                    if (e.target !== e.currentTarget || (e.key !== "Enter" && e.key !== " ")) return;
                    e.preventDefault();
                    onOpen(r);
                  }
                : undefined
            }
          >
            {columns.map((c) => (
              <TableCell key={c.key} className={c.className}>
                {c.cell(r)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {rows.length === 0 && empty ? (
          <TableRow>
            <TableCell colSpan={columns.length} className="text-center text-muted-foreground">
              {empty}
            </TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
