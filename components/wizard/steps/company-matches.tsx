import { formatAbn, normalizeAbn } from "@/lib/abr/abn";
import { cn } from "@/lib/utils/cn";

/** One business the register answered. */
export interface Match {
  businessName: string;
  abn: string;
  entityType?: string;
  state?: string;
}

export const NONE_OF_THESE = "None of these — enter my details manually";

/** What the search finds for a query: every match by name, or the one business an ABN belongs to. */
export async function search(q: string): Promise<Match[]> {
  const digits = normalizeAbn(q);
  const isAbn = /^\d{11}$/.test(digits);
  try {
    const res = await fetch(isAbn ? "/api/abn-lookup" : "/api/company-search", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(isAbn ? { abnNumber: digits } : { companyName: q }),
    });
    if (!res.ok) return [];
    const body = (await res.json()) as Partial<Match> & { matches?: Match[] };
    if (!isAbn && body.matches) return body.matches.filter((m) => m.businessName && m.abn);
    if (body.businessName && (isAbn || body.abn))
      return [
        { businessName: body.businessName, abn: body.abn ?? digits, entityType: body.entityType, state: body.state },
      ];
  } catch {
    /* treated as not found */
  }
  return [];
}

export const details = (m: Match) =>
  [m.abn ? `ABN ${formatAbn(m.abn)}` : "", m.entityType, m.state].filter(Boolean).join(" · ");

/**
 * The combobox's listbox (issue #37 item 2): every match (ABN, entity type, state), then 'None of
 * these'. The input keeps focus: a mouse press does not take it, and the active option is the
 * input's aria-activedescendant.
 */
export function MatchList({
  listId,
  optionId,
  matches,
  active,
  open,
  pick,
}: {
  listId: string;
  optionId: (i: number) => string;
  matches: Match[];
  active: number;
  open: boolean;
  pick: (i: number) => void;
}) {
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="Matching businesses"
      hidden={!open}
      className="grid max-h-80 gap-1 overflow-auto rounded-md border border-border bg-background p-1 shadow-md"
    >
      {matches.map((m, i) => (
        <li
          key={`${m.abn}-${i}`}
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          className={cn("cursor-pointer rounded-md px-3 py-2", i === active && "bg-muted ring-2 ring-ring")}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => pick(i)}
        >
          <span className="block font-semibold">{m.businessName}</span>
          <span className="block text-sm text-muted-foreground">{details(m)}</span>
        </li>
      ))}
      <li
        id={optionId(matches.length)}
        role="option"
        aria-selected={active === matches.length}
        className={cn(
          "cursor-pointer rounded-md px-3 py-2 text-sm",
          active === matches.length && "bg-muted ring-2 ring-ring",
        )}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => pick(matches.length)}
      >
        {NONE_OF_THESE}
      </li>
    </ul>
  );
}
