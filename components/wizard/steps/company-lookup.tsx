"use client";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { DEMO_ABN } from "@/lib/abr/abn";
import { INDUSTRY_OPTIONS } from "@/lib/applications/vocab";
import { LOOKUP_DEBOUNCE_MS } from "../steps-data";
import { details, MatchList, search, type Match } from "./company-matches";

export { NONE_OF_THESE, type Match } from "./company-matches";

export interface CompanyValue {
  companyName: string;
  abnNumber: string;
  industry: string;
}

type Lookup =
  | { state: "idle" }
  | { state: "searching" }
  | { state: "results"; matches: Match[] }
  | { state: "not_found" }
  | { state: "chosen"; match: Match };

/**
 * Step 7: look the company up by name or ABN (3+ characters, 500 ms pause) and choose it from a list,
 * or enter it by hand. The search is a WAI-ARIA combobox (issue #37 item 2): the matches are a listbox
 * (ABN, entity type, state) the arrow keys move through, Enter chooses, Escape closes; nothing is
 * chosen for the applicant while they type. 'None of these' opens manual entry. The chosen company's
 * card takes focus, so keyboard and screen-reader users are not dropped to the page.
 */
export function CompanyLookup({
  value,
  onChange,
  errors = {},
  onAbnBlur,
  abnInput,
}: {
  value: CompanyValue;
  onChange: (v: CompanyValue) => void;
  /** Field messages (a refused submission, the ABN check): a message opens manual entry to show it. */
  errors?: { companyName?: string; abnNumber?: string };
  onAbnBlur?: () => void;
  abnInput?: RefObject<HTMLInputElement | null>;
}) {
  const [query, setQuery] = useState("");
  const [lookup, setLookup] = useState<Lookup>(
    value.companyName
      ? { state: "chosen", match: { businessName: value.companyName, abn: value.abnNumber } }
      : { state: "idle" },
  );
  const [manual, setManual] = useState(false);
  // A field message opens manual entry to show it, and it stays open while the field is fixed (the
  // message goes away as the typing fixes it). Set during render: React's pattern for derived state.
  const fieldError = !!errors.abnNumber || !!errors.companyName;
  if (fieldError && !manual) setManual(true);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const seq = useRef(0);
  const card = useRef<HTMLDivElement>(null);
  const focusCard = useRef(false);
  const id = useId();
  const listId = `${id}-options`;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    const q = query.trim();
    if (q.length < 3 || manual) return;
    const n = ++seq.current;
    const timer = setTimeout(async () => {
      setLookup({ state: "searching" });
      const matches = await search(q);
      if (n !== seq.current) return;
      setLookup(matches.length ? { state: "results", matches } : { state: "not_found" });
      setActive(-1);
      setOpen(matches.length > 0);
    }, LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, manual]);

  useEffect(() => {
    if (lookup.state === "chosen" && focusCard.current) {
      focusCard.current = false;
      card.current?.focus();
    }
  }, [lookup]);

  const matches = lookup.state === "results" ? lookup.matches : [];
  /** The listbox's options: every match, then 'None of these'. */
  const optionCount = matches.length + 1;

  function choose(match: Match) {
    focusCard.current = true;
    setOpen(false);
    setLookup({ state: "chosen", match });
    onChange({ ...value, companyName: match.businessName, abnNumber: match.abn === DEMO_ABN ? "" : match.abn });
  }

  function noneOfThese() {
    setOpen(false);
    setManual(true);
    const q = query.trim();
    // A name that found nothing fitting is where the typed name starts; an ABN is left to its own field.
    if (q && !/^\d[\d ]*$/.test(q)) onChange({ ...value, companyName: value.companyName || q });
  }

  function pick(i: number) {
    if (i < matches.length) choose(matches[i]!);
    else noneOfThese();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (lookup.state !== "results") return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setOpen(true);
      setActive((a) => (!open || a < 0 ? (step > 0 ? 0 : optionCount - 1) : (a + step + optionCount) % optionCount));
    } else if (e.key === "Enter" && open && active >= 0) {
      e.preventDefault();
      pick(active);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const industry = (
    <div className="grid gap-1.5">
      <Label htmlFor="industry">Industry (optional)</Label>
      <NativeSelect
        id="industry"
        value={value.industry}
        onChange={(e) => onChange({ ...value, industry: e.target.value })}
      >
        <option value="">Select your industry</option>
        {INDUSTRY_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );

  if (manual || fieldError) {
    return (
      <div className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="manual-company">Company name</Label>
          <Input
            id="manual-company"
            required
            value={value.companyName}
            onChange={(e) => onChange({ ...value, companyName: e.target.value })}
            autoComplete="organization"
            aria-invalid={!!errors.companyName}
            aria-describedby={errors.companyName ? "manual-company-error" : undefined}
          />
          {errors.companyName ? (
            <p id="manual-company-error" className="text-sm text-destructive">
              {errors.companyName}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="manual-abn">ABN (optional)</Label>
          <Input
            id="manual-abn"
            ref={abnInput}
            inputMode="numeric"
            placeholder="xx xxx xxx xxx"
            value={value.abnNumber}
            onChange={(e) => onChange({ ...value, abnNumber: e.target.value })}
            onBlur={onAbnBlur}
            aria-invalid={!!errors.abnNumber}
            aria-describedby={errors.abnNumber ? "manual-abn-error" : undefined}
          />
          {errors.abnNumber ? (
            <p id="manual-abn-error" className="text-sm text-destructive">
              {errors.abnNumber}
            </p>
          ) : null}
        </div>
        {industry}
        {/* With a field to fix, the search stays closed: the refused answer is fixed here. */}
        {errors.abnNumber || errors.companyName ? null : (
          <Button variant="link" className="justify-self-start px-0" onClick={() => setManual(false)}>
            Search for my company instead
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      {lookup.state === "chosen" ? (
        <div
          ref={card}
          tabIndex={-1}
          role="group"
          aria-label="Your company"
          className="flex items-center justify-between rounded-lg border border-success bg-green-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <div>
            <p className="font-semibold">{lookup.match.businessName}</p>
            {details(lookup.match) ? <p className="text-sm">{details(lookup.match)}</p> : null}
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setLookup({ state: "idle" });
              setQuery("");
              onChange({ ...value, companyName: "", abnNumber: "" });
            }}
          >
            Clear
          </Button>
        </div>
      ) : (
        <div className="relative grid gap-1.5">
          <Label htmlFor={`${id}-search`}>Company name or ABN</Label>
          <Input
            id={`${id}-search`}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setOpen(false);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => lookup.state === "results" && setOpen(true)}
            placeholder="Start typing your company name or ABN"
            autoComplete="off"
            aria-describedby={`${id}-status`}
          />
          <MatchList listId={listId} optionId={optionId} matches={matches} active={active} open={open} pick={pick} />
          <p id={`${id}-status`} className="text-sm text-muted-foreground" aria-live="polite">
            {lookup.state === "searching"
              ? "Searching..."
              : lookup.state === "results"
                ? `${matches.length} ${matches.length === 1 ? "business matches" : "businesses match"}: use the arrow keys and Enter to choose yours.`
                : lookup.state === "not_found"
                  ? "We couldn't find that business. Check the spelling or enter it manually."
                  : "Type at least 3 characters."}
          </p>
        </div>
      )}
      {industry}
      <Button variant="link" className="justify-self-start px-0" onClick={() => setManual(true)}>
        Enter company details manually
      </Button>
    </div>
  );
}
