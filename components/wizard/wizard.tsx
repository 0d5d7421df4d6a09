"use client";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { CheckCircle2, Lock, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Slider } from "@/components/ui/slider";
import {
  CREDIT_PROFILE_OPTIONS,
  PURPOSE_OPTIONS,
  TERM_OPTIONS,
  TIME_IN_BUSINESS_OPTIONS,
  creditProfileLabel,
  purposeLabel,
  timeInBusinessLabel,
} from "@/lib/applications/vocab";
import {
  WIZARD_AMOUNT_RANGE,
  WIZARD_ESTIMATE_NOTE,
  WIZARD_TURNOVER_RANGE,
  wizardEstimate,
} from "@/lib/money/calculators";
import { formatAud, formatAudCents, formatPercent } from "@/lib/money/format";
import { SITE } from "@/lib/site";
import { EMAIL_MESSAGE, PHONE_MESSAGE, formatAuPhone, isValidAuPhone, isValidEmail } from "@/lib/validation/contact";
import { cn } from "@/lib/utils/cn";
import { CompanyStep } from "./company-step";
import { ConsentNotice } from "./consent-notice";
import {
  ANSWERS_KEY,
  AUTO_ADVANCE_MS,
  AUTO_STEPS,
  DISPLAY_STEPS,
  MATCHING_ANIMATION_MS,
  PREFILL_KEY,
  REFERRAL_COOKIE,
  TRUST_BADGES,
  displayStep,
  hasPrevious,
} from "./steps-data";

interface Answers {
  purpose: string;
  amount: number;
  term: number;
  monthlyTurnover: number;
  creditProfile: string;
  timeInBusiness: string;
  companyName: string;
  abnNumber: string;
  industry: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  consent: boolean;
}

const DEFAULTS: Answers = {
  purpose: "",
  amount: WIZARD_AMOUNT_RANGE.default,
  term: 24,
  monthlyTurnover: WIZARD_TURNOVER_RANGE.default,
  creditProfile: "",
  timeInBusiness: "",
  companyName: "",
  abnNumber: "",
  industry: "",
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  consent: false,
};

interface Preview {
  matchedLenders: number;
  panelSize: number;
  top: { upToAmount: number; speedHours: number; tier: string }[];
}
interface Result {
  id: string;
  applicationNumber: string;
  matchedLenders: number;
  panelSize: number;
  topMatches: {
    lenderName: string;
    upToAmount: number;
    rateBps: number;
    monthlyRepaymentCents: number;
    establishmentFeeCents: number;
    totalRepayableCents: number;
    totalCostCents: number;
    speedHours: number;
  }[];
  reasons: string[];
}

const HEADINGS: Record<number, string> = {
  1: "What do you need the funds for?",
  2: "How much do you need?",
  3: "Over what term?",
  4: "What is your monthly turnover?",
  5: "How would you describe your credit profile?",
  6: "How long have you been in business?",
  7: "Find your company",
  8: "Finding your perfect matches",
  9: "Great news: lenders are ready for you",
  10: "Where should we send your quotes?",
  11: "Your loan estimate",
  12: "Application Complete!",
};

function readCookie(name: string) {
  return document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${name}=`))
    ?.split("=")[1];
}

export function Wizard({ demoMode }: { demoMode: boolean }) {
  const [step, setStep] = useState(1);
  const [a, setA] = useState<Answers>(DEFAULTS);
  const [ready, setReady] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const [advanceFrom, setAdvanceFrom] = useState<number | null>(null);
  const idempotencyKey = useRef<string>("");
  const leadId = useRef<string | undefined>(undefined);

  // Restore answers (reload-safe), the landing/lead prefill and the referral code.
  useEffect(() => {
    const t = setTimeout(() => {
      try {
        const saved = JSON.parse(sessionStorage.getItem(ANSWERS_KEY) ?? "null") as {
          step: number;
          answers: Answers;
          key: string;
          leadId?: string;
        } | null;
        const prefill = JSON.parse(sessionStorage.getItem(PREFILL_KEY) ?? "null") as
          (Partial<Answers> & { leadId?: string; amount?: number }) | null;
        let next = saved?.answers ? { ...DEFAULTS, ...saved.answers } : { ...DEFAULTS };
        if (prefill) {
          const clean = Object.fromEntries(
            Object.entries(prefill).filter(([, v]) => v !== undefined && v !== "" && v !== null),
          );
          next = {
            ...next,
            ...clean,
            monthlyTurnover: Number(clean.monthlyTurnover) || next.monthlyTurnover,
            amount: Number(clean.amount) || next.amount,
          } as Answers;
          leadId.current = prefill.leadId;
          sessionStorage.removeItem(PREFILL_KEY);
        } else leadId.current = saved?.leadId;
        setA(next);
        if (saved?.step && saved.step < 12 && saved.step !== 8) setStep(saved.step);
        idempotencyKey.current = saved?.key ?? crypto.randomUUID();
      } catch {
        idempotencyKey.current = crypto.randomUUID();
      }
      const params = new URLSearchParams(window.location.search);
      const ref = params.get("ref");
      if (ref && /^[A-Za-z0-9_-]{2,40}$/.test(ref))
        document.cookie = `${REFERRAL_COOKIE}=${encodeURIComponent(ref.toUpperCase())}; Max-Age=${30 * 86400}; Path=/; SameSite=Lax`;
      if (params.get("lead")) leadId.current = params.get("lead") ?? undefined;
      setReady(true);
    }, 0);
    return () => clearTimeout(t);
  }, []);

  useEffect(() => {
    if (!ready) return;
    sessionStorage.setItem(
      ANSWERS_KEY,
      JSON.stringify({ step, answers: a, key: idempotencyKey.current, leadId: leadId.current }),
    );
  }, [a, step, ready]);

  // Each new step's heading takes focus, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [step, ready]);

  // Step 8 advances by itself; meanwhile the server previews the matches for step 9.
  useEffect(() => {
    if (step !== 8) return;
    let live = true;
    fetch("/api/quotes/preview", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        purpose: a.purpose,
        amount: a.amount,
        term: a.term,
        monthlyTurnover: a.monthlyTurnover,
        creditProfile: a.creditProfile,
        timeInBusiness: a.timeInBusiness,
        ...(a.industry ? { industry: a.industry } : {}),
      }),
    })
      .then((r) => (r.ok ? (r.json() as Promise<Preview>) : null))
      .then((p) => live && setPreview(p))
      .catch(() => undefined);
    const t = setTimeout(() => setStep(9), MATCHING_ANIMATION_MS);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [step, a.purpose, a.amount, a.term, a.monthlyTurnover, a.creditProfile, a.timeInBusiness, a.industry]);

  // Auto-advance 0.8 s after a choice on steps 1, 3, 5 and 6 (a new choice restarts the wait).
  useEffect(() => {
    if (advanceFrom === null) return;
    const t = setTimeout(() => {
      setStep((s) => (s === advanceFrom ? advanceFrom + 1 : s));
      setAdvanceFrom(null);
    }, AUTO_ADVANCE_MS);
    return () => clearTimeout(t);
  }, [advanceFrom, a]);

  const set = <K extends keyof Answers>(k: K, v: Answers[K]) => setA((x) => ({ ...x, [k]: v }));
  const go = (n: number) => {
    setAdvanceFrom(null);
    setStep(Math.max(1, Math.min(12, n)));
  };
  const choose = <K extends keyof Answers>(k: K, v: Answers[K]) => {
    set(k, v);
    setAdvanceFrom(step);
  };

  const emailOk = isValidEmail(a.email);
  const phoneOk = isValidAuPhone(a.phone);
  const contactOk = a.firstName.trim() !== "" && a.lastName.trim() !== "" && emailOk && phoneOk && a.consent;

  async function submit() {
    if (!contactOk || submitting) return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const res = await fetch("/api/applications", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          purpose: a.purpose,
          amount: a.amount,
          term: a.term,
          monthlyTurnover: a.monthlyTurnover,
          creditProfile: a.creditProfile,
          timeInBusiness: a.timeInBusiness,
          companyName: a.companyName,
          abnNumber: a.abnNumber,
          ...(a.industry ? { industry: a.industry } : {}),
          firstName: a.firstName,
          lastName: a.lastName,
          email: a.email,
          phone: a.phone,
          consentSoftCheck: a.consent,
          idempotencyKey: idempotencyKey.current,
          ...(readCookie(REFERRAL_COOKIE) ? { referralCode: decodeURIComponent(readCookie(REFERRAL_COOKIE)!) } : {}),
          ...(leadId.current ? { leadId: leadId.current } : {}),
        }),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string[]> };
        const first = body.fields ? Object.values(body.fields)[0]?.[0] : undefined;
        throw new Error(first ?? body.message ?? `${res.status}: ${res.statusText}`);
      }
      setResult((await res.json()) as Result);
      setStep(11);
    } catch (e) {
      setSubmitError(
        `We couldn't submit your application: ${(e as Error).message}. Your answers are saved; please try again.`,
      );
    } finally {
      setSubmitting(false);
    }
  }

  function restart() {
    sessionStorage.removeItem(ANSWERS_KEY);
    idempotencyKey.current = crypto.randomUUID();
    setA(DEFAULTS);
    setResult(null);
    setStep(1);
  }

  const estimate = wizardEstimate(a.amount, a.term);
  const optionButton = (selected: boolean) =>
    cn(
      "h-auto justify-start px-4 py-4 text-left text-base whitespace-normal",
      selected && "border-primary ring-2 ring-primary",
    );

  function body() {
    switch (step) {
      case 1:
        return (
          <div className="grid gap-3 sm:grid-cols-2" role="group" aria-label="Purpose">
            {PURPOSE_OPTIONS.map((o) => (
              <Button
                key={o.value}
                variant="outline"
                aria-pressed={a.purpose === o.value}
                className={optionButton(a.purpose === o.value)}
                onClick={() => choose("purpose", o.value)}
              >
                {o.label}
              </Button>
            ))}
          </div>
        );
      case 2:
        return (
          <div className="grid gap-4">
            <p className="text-center text-4xl font-bold" aria-live="polite">
              {formatAud(a.amount)}
            </p>
            <Slider
              thumbLabel="Loan amount"
              thumbValueText={formatAud(a.amount)}
              min={WIZARD_AMOUNT_RANGE.min}
              max={WIZARD_AMOUNT_RANGE.max}
              step={WIZARD_AMOUNT_RANGE.step}
              value={[a.amount]}
              onValueChange={([v]) => set("amount", v ?? a.amount)}
            />
            <div className="flex justify-between text-sm text-muted-foreground">
              <span>{formatAud(WIZARD_AMOUNT_RANGE.min)}</span>
              <span>{formatAud(WIZARD_AMOUNT_RANGE.max)}</span>
            </div>
            <Button onClick={() => go(3)}>Continue</Button>
          </div>
        );
      case 3:
        return (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" role="group" aria-label="Term">
            {TERM_OPTIONS.map((t) => (
              <Button
                key={t}
                variant="outline"
                aria-pressed={a.term === t}
                className={optionButton(a.term === t)}
                onClick={() => choose("term", t)}
              >
                {t} months
              </Button>
            ))}
          </div>
        );
      case 4:
        return (
          <div className="grid gap-4">
            <p className="text-center text-4xl font-bold" aria-live="polite">
              {formatAud(a.monthlyTurnover)}
            </p>
            <Slider
              thumbLabel="Monthly turnover"
              thumbValueText={formatAud(a.monthlyTurnover)}
              min={WIZARD_TURNOVER_RANGE.min}
              max={WIZARD_TURNOVER_RANGE.max}
              step={WIZARD_TURNOVER_RANGE.step}
              value={[a.monthlyTurnover]}
              onValueChange={([v]) => set("monthlyTurnover", v ?? a.monthlyTurnover)}
            />
            <div className="flex justify-between text-sm text-muted-foreground">
              <span>{formatAud(WIZARD_TURNOVER_RANGE.min)}</span>
              <span>{formatAud(WIZARD_TURNOVER_RANGE.max)}</span>
            </div>
            <Button onClick={() => go(5)}>Continue</Button>
          </div>
        );
      case 5:
        return (
          <div className="grid gap-3" role="group" aria-label="Credit profile">
            {CREDIT_PROFILE_OPTIONS.map((o) => (
              <Button
                key={o.value}
                variant="outline"
                aria-pressed={a.creditProfile === o.value}
                className={optionButton(a.creditProfile === o.value)}
                onClick={() => choose("creditProfile", o.value)}
              >
                {o.label}
              </Button>
            ))}
          </div>
        );
      case 6:
        return (
          <div className="grid gap-3 sm:grid-cols-2" role="group" aria-label="Time in business">
            {TIME_IN_BUSINESS_OPTIONS.map((o) => (
              <Button
                key={o.value}
                variant="outline"
                aria-pressed={a.timeInBusiness === o.value}
                className={optionButton(a.timeInBusiness === o.value)}
                onClick={() => choose("timeInBusiness", o.value)}
              >
                {o.label}
              </Button>
            ))}
          </div>
        );
      case 7:
        return (
          <div className="grid gap-4">
            <CompanyStep
              value={{ companyName: a.companyName, abnNumber: a.abnNumber, industry: a.industry }}
              onChange={(v) => setA((x) => ({ ...x, ...v }))}
              demoMode={demoMode}
            />
            <Button onClick={() => go(8)} disabled={!a.companyName.trim()}>
              Next
            </Button>
          </div>
        );
      case 8:
        return (
          <div className="grid place-items-center gap-4 py-8" role="status">
            <div
              className="size-16 rounded-full border-4 border-primary border-t-transparent motion-safe:animate-spin"
              aria-hidden
            />
            <p>Comparing your profile with {preview?.panelSize ?? "20+"} lenders...</p>
          </div>
        );
      case 9:
        return (
          <div className="grid gap-4">
            <p className="text-center text-lg">
              {preview
                ? preview.matchedLenders > 0
                  ? `${preview.matchedLenders} of our ${preview.panelSize} lenders match your profile.`
                  : `None of our ${preview.panelSize} lenders match these answers yet. Unlock your quotes to see why and what would help.`
                : "Your matches are ready."}
            </p>
            <div className="grid gap-3 sm:grid-cols-3">
              {(preview?.top.length ? preview.top : []).map((t, i) => (
                <Card key={i} aria-label={`Locked lender ${i + 1}`}>
                  <CardHeader>
                    <CardTitle as="h3" className="flex items-center gap-2 text-base">
                      <Lock className="size-4" aria-hidden /> Lender {i + 1}
                    </CardTitle>
                  </CardHeader>
                  <CardContent>
                    <p className="text-sm text-muted-foreground">Up to</p>
                    <p className="text-2xl font-bold">{formatAud(t.upToAmount)}</p>
                    <p className="text-sm">Decision in {t.speedHours} hrs</p>
                  </CardContent>
                </Card>
              ))}
            </div>
            <Button onClick={() => go(10)}>Unlock My Quotes</Button>
          </div>
        );
      case 10:
        return (
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            aria-label="Contact details"
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor="firstName">First name</Label>
                <Input
                  id="firstName"
                  autoComplete="given-name"
                  required
                  value={a.firstName}
                  onChange={(e) => set("firstName", e.target.value)}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="lastName">Last name</Label>
                <Input
                  id="lastName"
                  autoComplete="family-name"
                  required
                  value={a.lastName}
                  onChange={(e) => set("lastName", e.target.value)}
                />
              </div>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="email">Email</Label>
              <Input
                id="email"
                type="email"
                autoComplete="email"
                required
                value={a.email}
                aria-invalid={touched.email && !emailOk}
                aria-describedby={touched.email && !emailOk ? "email-error" : undefined}
                onBlur={() => setTouched((t) => ({ ...t, email: true }))}
                onChange={(e) => set("email", e.target.value.replace(/\s/g, ""))}
              />
              {touched.email && !emailOk ? (
                <p id="email-error" className="text-sm text-destructive">
                  {EMAIL_MESSAGE}
                </p>
              ) : null}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="phone">Phone</Label>
              <Input
                id="phone"
                type="tel"
                autoComplete="tel"
                required
                value={a.phone}
                placeholder="0400 123 456"
                aria-invalid={touched.phone && !phoneOk}
                aria-describedby={touched.phone && !phoneOk ? "phone-error" : undefined}
                onBlur={() => setTouched((t) => ({ ...t, phone: true }))}
                onChange={(e) => set("phone", formatAuPhone(e.target.value))}
              />
              {touched.phone && !phoneOk ? (
                <p id="phone-error" className="text-sm text-destructive">
                  {PHONE_MESSAGE}
                </p>
              ) : null}
            </div>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={a.consent}
                onChange={(e) => set("consent", e.target.checked)}
              />
              <ConsentNotice />
            </label>
            {submitError ? (
              <p role="alert" className="text-sm text-destructive">
                {submitError}
              </p>
            ) : null}
            <Button type="submit" disabled={!contactOk || submitting}>
              {submitting ? "Submitting..." : "View Quotes"}
            </Button>
            <p className="text-xs text-muted-foreground">
              We e-mail you a link to confirm your address and follow your application (we create your account if this
              address has none).
            </p>
          </form>
        );
      case 11:
        return (
          <div className="grid gap-5">
            <Card>
              <CardHeader>
                <CardTitle as="h3">Estimated repayments</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-1 text-sm">
                <p>
                  Monthly repayment: <strong className="text-xl">{formatAud(estimate.monthlyPayment)}</strong>
                </p>
                <p>
                  Total repayable: {formatAud(estimate.totalRepayable)} over {a.term} months
                </p>
                <p className="text-xs text-muted-foreground">{WIZARD_ESTIMATE_NOTE}</p>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle as="h3">Application summary</CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <dt className="text-muted-foreground">Application</dt>
                  <dd className="font-mono">{result?.applicationNumber}</dd>
                  <dt className="text-muted-foreground">Business</dt>
                  <dd>{a.companyName}</dd>
                  <dt className="text-muted-foreground">Purpose</dt>
                  <dd>{purposeLabel(a.purpose)}</dd>
                  <dt className="text-muted-foreground">Amount</dt>
                  <dd>{formatAud(a.amount)}</dd>
                  <dt className="text-muted-foreground">Term</dt>
                  <dd>{a.term} months</dd>
                  <dt className="text-muted-foreground">Monthly turnover</dt>
                  <dd>{formatAud(a.monthlyTurnover)}</dd>
                  <dt className="text-muted-foreground">Credit profile</dt>
                  <dd>{creditProfileLabel(a.creditProfile)}</dd>
                  <dt className="text-muted-foreground">Time in business</dt>
                  <dd>{timeInBusinessLabel(a.timeInBusiness)}</dd>
                </dl>
              </CardContent>
            </Card>
            <section aria-labelledby="quotes-heading" className="grid gap-2">
              <h3 id="quotes-heading" className="text-lg font-semibold">
                Your indicative quotes
              </h3>
              {result && result.topMatches.length > 0 ? (
                <div className="grid gap-3 sm:grid-cols-3">
                  {result.topMatches.map((m) => (
                    <Card key={m.lenderName}>
                      <CardHeader>
                        <CardTitle as="h4" className="text-base">
                          {m.lenderName}
                        </CardTitle>
                      </CardHeader>
                      <CardContent className="grid gap-1 text-sm">
                        <p>
                          Rate: <strong>{formatPercent(m.rateBps)} p.a.</strong>
                        </p>
                        <p>Repayment: {formatAudCents(m.monthlyRepaymentCents)}/month</p>
                        <p>Establishment fee: {formatAudCents(m.establishmentFeeCents)}</p>
                        <p>Total cost: {formatAudCents(m.totalCostCents)}</p>
                        <p>
                          Up to {formatAud(m.upToAmount)} · {m.speedHours} hrs
                        </p>
                      </CardContent>
                    </Card>
                  ))}
                </div>
              ) : (
                <div className="rounded-lg border border-border p-4 text-sm">
                  <p className="font-medium">No lender on our panel matches these answers yet.</p>
                  {result?.reasons.length ? (
                    <ul className="mt-2 list-disc pl-5">
                      {result.reasons.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  ) : null}
                  <p className="mt-2">Our team will still review your application and call you about other options.</p>
                </div>
              )}
              <p className="text-xs text-muted-foreground">
                {result ? `${result.matchedLenders} of ${result.panelSize} lenders matched. ` : ""}Indicative quotes
                only, not an offer of credit; final terms follow the lender&apos;s assessment.
              </p>
            </section>
            <Button onClick={() => go(12)}>View Lenders</Button>
          </div>
        );
      default:
        return (
          <div className="grid place-items-center gap-4 text-center">
            <CheckCircle2 className="size-16 text-success" aria-hidden />
            {result ? (
              <p>
                Your application number is <strong className="font-mono">{result.applicationNumber}</strong>.
              </p>
            ) : null}
            <p>
              We&apos;ve e-mailed you a link to confirm your address and open your account. Expect your offers within 24
              hours of confirming.
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button asChild>
                <a href="/api/login?callbackUrl=%2Fclient">Login to Portal</a>
              </Button>
              <Button asChild variant="outline">
                <a href={SITE.phoneHref}>Book a Call</a>
              </Button>
            </div>
            <Button variant="link" onClick={restart}>
              Start another application
            </Button>
          </div>
        );
    }
  }

  return (
    <div className="min-h-screen bg-muted/40">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link href="/" className="font-bold text-primary">
            {SITE.name}
          </Link>
          <p className="text-sm text-muted-foreground">Takes less than 30 seconds to complete</p>
          <nav aria-label="Wizard" className="flex gap-3 text-sm">
            <Link href="/working-capital">Products</Link>
            <Link href="/about">Company</Link>
            <Link href="/#why">Why us</Link>
            <Link href="/#rates">Rates</Link>
            <Link href="/#faqs">FAQs</Link>
            <Link href="/signin">Sign in</Link>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
        <h1 className="sr-only">Apply for business funding</h1>
        {step < 12 ? (
          <div className="grid gap-2">
            <p className="text-sm font-medium" id="step-progress">
              Step {displayStep(step)} of {DISPLAY_STEPS}
            </p>
            <Progress value={(displayStep(step) / DISPLAY_STEPS) * 100} aria-labelledby="step-progress" />
          </div>
        ) : null}
        <Card>
          <CardHeader>
            <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
              {HEADINGS[step]}
            </h2>
            {AUTO_STEPS.has(step) ? (
              <p className="text-sm text-muted-foreground">Choose one option to continue.</p>
            ) : null}
          </CardHeader>
          <CardContent className="grid gap-6">
            {ready ? body() : <p>Loading...</p>}
            {hasPrevious(step) ? (
              <Button variant="ghost" className="justify-self-start" onClick={() => go(step - 1)}>
                Previous
              </Button>
            ) : null}
          </CardContent>
        </Card>
        {step <= 10 ? (
          <ul className="flex flex-wrap justify-center gap-4 text-xs text-muted-foreground" aria-label="Why it is safe">
            {TRUST_BADGES.map((b) => (
              <li key={b} className="inline-flex items-center gap-1">
                <ShieldCheck className="size-4" aria-hidden />
                {b}
              </li>
            ))}
          </ul>
        ) : null}
      </main>
    </div>
  );
}
