"use client";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { DEMO_ABN, formatAbn, normalizeAbn } from "@/lib/abr/abn";
import { INDUSTRY_OPTIONS } from "@/lib/applications/vocab";
import { LOOKUP_DEBOUNCE_MS } from "../steps-data";

export interface CompanyValue {
  companyName: string;
  abnNumber: string;
  industry: string;
}

type Lookup =
  | { state: "idle" }
  | { state: "searching" }
  | { state: "found"; businessName: string; abn: string }
  | { state: "choose"; matches: Match[] }
  | { state: "not_found" };

interface Match {
  businessName: string;
  abn: string;
  state?: string;
}

/** Step 7: look the company up by name or ABN (3+ characters, 500 ms pause), or enter it by hand. */
export function CompanyLookup({ value, onChange }: { value: CompanyValue; onChange: (v: CompanyValue) => void }) {
  const [query, setQuery] = useState("");
  const [lookup, setLookup] = useState<Lookup>(
    value.companyName ? { state: "found", businessName: value.companyName, abn: value.abnNumber } : { state: "idle" },
  );
  const [manual, setManual] = useState(false);
  const seq = useRef(0);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 3 || manual) return;
    const id = ++seq.current;
    const timer = setTimeout(async () => {
      setLookup({ state: "searching" });
      const digits = normalizeAbn(q);
      const isAbn = /^\d{11}$/.test(digits);
      let result: Lookup = { state: "not_found" };
      try {
        const res = await fetch(isAbn ? "/api/abn-lookup" : "/api/company-search", {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(isAbn ? { abnNumber: digits } : { companyName: q }),
        });
        if (res.ok) {
          const body = (await res.json()) as { businessName?: string; abn?: string; matches?: Match[] };
          // Several businesses answer to a name: the owner picks theirs (#18 item 8), never us.
          if (!isAbn && body.matches && body.matches.length > 1) result = { state: "choose", matches: body.matches };
          else if (body.businessName && (isAbn || body.abn))
            result = { state: "found", businessName: body.businessName, abn: body.abn ?? digits };
        }
      } catch {
        /* treated as not found */
      }
      if (id !== seq.current) return;
      setLookup(result);
      if (result.state === "found") choose(result);
    }, LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-run on the query only
  }, [query, manual]);

  function choose(match: Match) {
    setLookup({ state: "found", businessName: match.businessName, abn: match.abn });
    onChange({ ...value, companyName: match.businessName, abnNumber: match.abn === DEMO_ABN ? "" : match.abn });
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

  if (manual) {
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
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="manual-abn">ABN (optional)</Label>
          <Input
            id="manual-abn"
            inputMode="numeric"
            placeholder="xx xxx xxx xxx"
            value={value.abnNumber}
            onChange={(e) => onChange({ ...value, abnNumber: e.target.value })}
          />
        </div>
        {industry}
        <Button variant="link" className="justify-self-start px-0" onClick={() => setManual(false)}>
          Search for my company instead
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      {lookup.state === "found" ? (
        <div
          className="flex items-center justify-between rounded-lg border border-success bg-green-50 p-4"
          role="status"
        >
          <div>
            <p className="font-semibold">{lookup.businessName}</p>
            {lookup.abn ? <p className="text-sm">ABN {formatAbn(lookup.abn)}</p> : null}
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
      ) : lookup.state === "choose" ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium">Choose your business</legend>
          <ul className="grid gap-2">
            {lookup.matches.map((m) => (
              <li key={m.abn}>
                <Button variant="outline" className="h-auto w-full justify-between text-left" onClick={() => choose(m)}>
                  <span className="font-semibold">{m.businessName}</span>
                  <span className="text-sm text-muted-foreground">
                    ABN {formatAbn(m.abn)}
                    {m.state ? ` · ${m.state}` : ""}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
          <Button
            variant="link"
            className="justify-self-start px-0"
            onClick={() => {
              setLookup({ state: "idle" });
              setQuery("");
            }}
          >
            Search again
          </Button>
        </fieldset>
      ) : (
        <div className="grid gap-1.5">
          <Label htmlFor="company-search">Company name or ABN</Label>
          <Input
            id="company-search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Start typing your company name or ABN"
            autoComplete="organization"
            aria-describedby="company-search-status"
          />
          <p id="company-search-status" className="text-sm text-muted-foreground" aria-live="polite">
            {lookup.state === "searching"
              ? "Searching..."
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
