"use client";
import Link from "next/link";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { LinkButtons } from "@/components/shared/link-buttons";
import { PanelSection } from "@/components/portal/panel-section";
import { StatCard } from "@/components/shared/stat-card";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { clientStatusLabel } from "@/lib/applications/status";
import { countActive } from "@/lib/applications/active-count";
import { formatAud, greeting } from "@/lib/money/format";
import { SITE } from "@/lib/site";
import { COMPANY_FIGURES, PROMISES } from "@/lib/marketing/promises";

/** What this user has been approved for: applications approved or settled. */
const approvedAmount = (list: AppRow[]) =>
  list.filter((a) => a.status === "approved" || a.status === "settled").reduce((sum, a) => sum + a.loanAmount, 0);

interface AppRow {
  id: string;
  loanAmount: number;
  businessName: string;
  status: string;
  /** A staff queue row's stored status (its `status` is the staff vocabulary). */
  canonicalStatus?: string;
}

const QUICK_ACTIONS = [
  { href: "/application", label: "New Application" },
  { href: "/client", label: "My Applications", variant: "outline" },
  { href: "/client?tab=messages", label: "Messages", variant: "outline" },
  { href: "/client#settings-heading", label: "Settings", variant: "outline" },
] as const;

/** A dashboard section under its own heading, which names it. */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <PanelSection id={`${id}-heading`} title={title} level="h2" className="grid gap-3" headingClassName="text-xl">
      {children}
    </PanelSection>
  );
}

/** "/" signed in: the home dashboard (spec §2). */
export function HomeDashboard({ user }: { user: { firstName: string | null } }) {
  const [apps, setApps] = useState<AppRow[] | null>(null);
  useEffect(() => {
    fetch("/api/applications", { credentials: "include" })
      .then((r) => (r.ok ? (r.json() as Promise<AppRow[]>) : []))
      .then(setApps)
      .catch(() => setApps([]));
  }, []);
  const list = apps ?? [];
  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
      <h1 className="text-3xl font-bold">
        {greeting()}, {user.firstName || "there"}
      </h1>
      <section aria-label="At a glance" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[
          ["Active Applications", String(countActive(list))],
          ["Approved Amount", formatAud(approvedAmount(list))],
        ].map(([label, value]) => (
          <StatCard key={label} label={label!} value={value} large />
        ))}
        <section aria-labelledby="company-figures" className="grid gap-2 sm:col-span-2">
          <h2 id="company-figures" className="text-sm text-muted-foreground">
            {SITE.name} across all applicants (company figures as at {COMPANY_FIGURES.asOf}, not yours)
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <StatCard label="Lender Decision Times" value={PROMISES.decision} large />
            <StatCard label="Success Rate (all applicants)" value={COMPANY_FIGURES.successRate} large />
          </div>
        </section>
      </section>
      <Section id="quick" title="Quick actions">
        <div className="flex flex-wrap gap-3">
          <LinkButtons links={QUICK_ACTIONS} />
        </div>
      </Section>
      <Section id="recent" title="Recent Applications">
        {apps !== null && list.length === 0 ? (
          <Card>
            <CardHeader>
              <CardTitle as="h3">No applications yet</CardTitle>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <Link href="/application">Start Your First Application</Link>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-3">
            {list.slice(0, 3).map((a) => (
              <li key={a.id} className="rounded-lg border border-border p-4">
                <p className="text-lg font-bold">{formatAud(a.loanAmount)}</p>
                <p>{a.businessName}</p>
                <p className="text-sm text-muted-foreground">{clientStatusLabel(a.canonicalStatus ?? a.status)}</p>
              </li>
            ))}
          </ul>
        )}
        <Link href="/client" className="text-sm underline">
          View All Applications
        </Link>
      </Section>
      <Section id="benefits" title="Platform Benefits">
        <ul className="grid list-disc gap-1 pl-6">
          <li>One application, {PROMISES.lenders} lenders</li>
          <li>Honest indicative quotes</li>
          <li>Soft credit check first</li>
          <li>Specialist support by phone, e-mail and chat</li>
        </ul>
      </Section>
      <Card className="bg-primary text-primary-foreground">
        <CardHeader>
          <CardTitle as="h2">Need more funding?</CardTitle>
          <CardDescription className="text-primary-foreground/90">
            Apply again in minutes; we keep your details handy.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="secondary">
            <Link href="/application">Start Application</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
