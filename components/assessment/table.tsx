import { cn } from "@/lib/utils/cn";

/** A captioned table for the assessment sections (server components): header cells are scoped. */
export function SimpleTable({
  caption,
  head,
  rows,
  className,
  captionClassName,
}: {
  caption: string;
  head: string[];
  rows: { key: string; cells: React.ReactNode[] }[];
  className?: string;
  captionClassName?: string;
}) {
  return (
    // A table wider than a phone scrolls sideways: the region takes focus so a keyboard can scroll it.
    <div role="region" aria-label={caption} tabIndex={0} className={cn("overflow-x-auto", className)}>
      <table className="w-full text-left text-sm">
        <caption className={cn("mb-1 text-left text-sm font-medium", captionClassName)}>{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            {head.map((h) => (
              <th key={h} scope="col" className="px-2 py-1 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-border align-top">
              {r.cells.map((c, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-2 py-1 font-normal">
                    {c}
                  </th>
                ) : (
                  <td key={i} className="px-2 py-1">
                    {c}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
