"use client";
import { useMemo, useState } from "react";
import { ArrowDown, ArrowUp } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RecordTable, type RecordColumn } from "./record-table";

export interface Column<T> extends RecordColumn<T> {
  header: string;
  sortValue?: (row: T) => string | number;
}

export const PAGE_SIZE = 10;

/** A table with client-side search, sort and 10-row pages (spec §2, §9). Rows open with click or Enter. */
export function DataTable<T extends { id: string }>({
  caption,
  rows,
  columns,
  searchText,
  onOpen,
  searchLabel = "Search",
}: {
  caption: string;
  rows: T[];
  columns: Column<T>[];
  searchText: (row: T) => string;
  onOpen?: (row: T) => void;
  searchLabel?: string;
}) {
  const [q, setQ] = useState("");
  const [sort, setSort] = useState<{ key: string; dir: 1 | -1 } | null>(null);
  const [page, setPage] = useState(0);
  const filtered = useMemo(() => {
    const needle = q.trim().toLowerCase();
    let out = needle ? rows.filter((r) => searchText(r).toLowerCase().includes(needle)) : rows;
    const col = sort && columns.find((c) => c.key === sort.key);
    if (col?.sortValue && sort) {
      const get = col.sortValue;
      out = [...out].sort((a, b) => {
        const x = get(a),
          y = get(b);
        return (x < y ? -1 : x > y ? 1 : 0) * sort.dir;
      });
    }
    return out;
  }, [rows, q, sort, columns, searchText]);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = filtered.slice(current * PAGE_SIZE, current * PAGE_SIZE + PAGE_SIZE);
  return (
    <div className="grid gap-3">
      <Input
        aria-label={searchLabel}
        placeholder={`${searchLabel}...`}
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setPage(0);
        }}
        className="max-w-xs"
      />
      <RecordTable
        caption={caption}
        rows={shown}
        onOpen={onOpen}
        empty="No matching rows."
        columns={columns.map((c) => ({
          key: c.key,
          cell: c.cell,
          className: c.className,
          label: c.label ?? c.header,
          ariaSort: sort?.key === c.key ? (sort.dir === 1 ? "ascending" : "descending") : undefined,
          header: c.sortValue ? (
            <button
              type="button"
              className="inline-flex min-h-6 items-center gap-1 font-medium hover:underline"
              onClick={() =>
                setSort((s) => (s?.key === c.key ? { key: c.key, dir: s.dir === 1 ? -1 : 1 } : { key: c.key, dir: 1 }))
              }
            >
              {c.header}
              {sort?.key === c.key ? (
                sort.dir === 1 ? (
                  <ArrowUp className="size-3" aria-hidden />
                ) : (
                  <ArrowDown className="size-3" aria-hidden />
                )
              ) : null}
            </button>
          ) : (
            c.header
          ),
        }))}
      />
      {pages > 1 ? (
        <nav aria-label={`${caption} pages`} className="flex items-center justify-end gap-2 text-sm">
          <Button variant="outline" size="sm" onClick={() => setPage(current - 1)} disabled={current === 0}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {current + 1} of {pages}
          </span>
          <Button variant="outline" size="sm" onClick={() => setPage(current + 1)} disabled={current >= pages - 1}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
