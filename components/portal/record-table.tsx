import { cn } from "@/lib/utils/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export interface RecordColumn<T> {
  key: string;
  header: React.ReactNode;
  cell: (row: T) => React.ReactNode;
  /** Classes for the column's header and cells (e.g. "text-right" for amounts). */
  className?: string;
  ariaSort?: "ascending" | "descending";
  /** The cell's label on a phone, where each row is a card (defaults to a string header). */
  label?: string;
}

// Under 640 px each row is a card: the header row keeps only its sort buttons, each cell shows its
// column's label before the value (data-label), and the table keeps its semantics for screen readers.
const CARD = {
  table: "max-sm:block max-sm:[&_tbody]:grid max-sm:[&_tbody]:gap-3 max-sm:[&_thead]:block",
  headRow: "max-sm:flex max-sm:flex-wrap max-sm:gap-x-4 max-sm:border-0",
  head: "max-sm:h-auto max-sm:px-0 max-sm:[&:not(:has(button))]:sr-only",
  row: "max-sm:grid max-sm:gap-1 max-sm:rounded-lg max-sm:border! max-sm:border-border max-sm:p-3",
  cell: "max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:p-0 max-sm:text-right max-sm:before:text-left max-sm:before:font-medium max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]",
};

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
    <Table className={cn(CARD.table, className)}>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow className={CARD.headRow}>
          {columns.map((c) => (
            <TableHead key={c.key} className={cn(c.className, CARD.head)} aria-sort={c.ariaSort}>
              {c.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow
            key={r.id}
            className={cn(CARD.row, rowClassName, onOpen && "cursor-pointer")}
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
              <TableCell
                key={c.key}
                className={cn(c.className, CARD.cell)}
                data-label={c.label ?? (typeof c.header === "string" ? c.header : undefined)}
              >
                {c.cell(r)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {rows.length === 0 && empty ? (
          <TableRow>
            <TableCell colSpan={columns.length} className="text-center text-muted-foreground max-sm:block">
              {empty}
            </TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
