"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { StaffStatusBadge } from "@/components/portal/status-badge";
import { STAFF_STATUS_OPTIONS } from "@/lib/applications/status-views";
import { industryLabel } from "@/lib/applications/vocab";
import { formatAud, formatCompactAud, formatDate } from "@/lib/money/format";
import { PartnerApplicationActions } from "./partner-application-actions";
import { StaffPanel, runAssessment, type StaffRow } from "./staff-panel";

export interface StaffPortalProps {
  viewer: { id: string; role: string; firstName: string | null };
  dashboard: { newApplications: number; inReview: number; approved: number; settled: number; totalVolume: number };
  rows: StaffRow[];
  nextCursor: string | null;
  filters: Record<string, string>;
  insights: { recent: StaffRow[]; distribution: { low: number; medium: number; high: number; unassessed: number } };
  inbox: {
    inquiries: { id: string; name: string; email: string; subject: string; message: string; createdAt: string }[];
    partnerApplications: {
      id: string;
      source: string;
      email: string;
      businessName: string | null;
      company: string | null;
      status: string;
      createdAt: string;
    }[];
  };
}

export function StaffPortal({ viewer, dashboard, rows, nextCursor, filters, insights, inbox }: StaffPortalProps) {
  const router = useRouter();
  const [open, setOpen] = useState<StaffRow | null>(null);
  const cards = [
    { label: "New Applications", value: String(dashboard.newApplications) },
    { label: "In Review", value: String(dashboard.inReview) },
    { label: "Approved", value: String(dashboard.approved) },
    { label: "Settled", value: String(dashboard.settled) },
    { label: "Total Volume", value: formatCompactAud(dashboard.totalVolume) },
  ];
  const query = (extra: Record<string, string>) =>
    `/staff?${new URLSearchParams(Object.entries({ ...filters, ...extra }).filter(([, v]) => v !== "")).toString()}`;
  const total = insights.distribution.low + insights.distribution.medium + insights.distribution.high;

  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Staff Portal</h1>
          <p className="text-muted-foreground">
            Welcome, {viewer.firstName ?? "team"}. Review applications, assess risk and keep clients informed.
          </p>
        </div>
        <div className="flex gap-2">
          {viewer.role === "admin" ? (
            <Button asChild variant="secondary">
              <a href="/staff/admin">Administration</a>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <a href="/account">Account security</a>
          </Button>
          <Button asChild variant="outline">
            <a href="/api/logout">Logout</a>
          </Button>
        </div>
      </div>
      <section aria-label="Dashboard" className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map((c) => (
          <Card key={c.label}>
            <CardHeader>
              <CardDescription>{c.label}</CardDescription>
              <CardTitle as="p" className="text-2xl">
                {c.value}
              </CardTitle>
            </CardHeader>
          </Card>
        ))}
      </section>
      <Tabs defaultValue="applications">
        <TabsList>
          <TabsTrigger value="applications">Applications</TabsTrigger>
          <TabsTrigger value="insights">AI Insights</TabsTrigger>
          <TabsTrigger value="inbox">Inbox</TabsTrigger>
        </TabsList>
        <TabsContent value="applications" className="grid gap-4">
          <h2 className="text-xl font-semibold">Applications</h2>
          <form
            method="get"
            action="/staff"
            className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-3 lg:grid-cols-6"
            aria-label="Filter applications"
          >
            <div className="grid gap-1">
              <Label htmlFor="f-q">Search</Label>
              <Input id="f-q" name="q" defaultValue={filters.q} placeholder="Number, business or ABN" />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="f-status">Status</Label>
              <NativeSelect id="f-status" name="status" defaultValue={filters.status ?? ""}>
                <option value="">All statuses</option>
                {STAFF_STATUS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
                <option value="withdrawn">Withdrawn</option>
              </NativeSelect>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="f-risk">Risk</Label>
              <NativeSelect id="f-risk" name="risk" defaultValue={filters.risk ?? ""}>
                <option value="">Any risk</option>
                <option value="low">Low Risk</option>
                <option value="medium">Medium Risk</option>
                <option value="high">High Risk</option>
                <option value="unassessed">Not assessed</option>
              </NativeSelect>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="f-min">Min amount</Label>
              <Input id="f-min" name="minAmount" type="number" min={0} defaultValue={filters.minAmount} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="f-from">Applied from</Label>
              <Input id="f-from" name="from" type="date" defaultValue={filters.from} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="f-sort">Sort by</Label>
              <NativeSelect id="f-sort" name="sort" defaultValue={filters.sort ?? "date"}>
                <option value="date">Newest</option>
                <option value="amount">Largest amount</option>
                <option value="risk">Highest risk</option>
              </NativeSelect>
            </div>
            <div className="flex gap-2 sm:col-span-3 lg:col-span-6">
              <Button type="submit">Apply filters</Button>
              <Button asChild variant="ghost">
                <a href="/staff">Clear</a>
              </Button>
            </div>
          </form>
          {rows.length === 0 ? (
            <p className="rounded-lg border border-border p-6 text-center text-muted-foreground">
              No applications to review at this time.
            </p>
          ) : (
            <Table>
              <caption className="sr-only">Applications</caption>
              <TableHeader>
                <TableRow>
                  <TableHead>Business</TableHead>
                  <TableHead>Amount</TableHead>
                  <TableHead>Term</TableHead>
                  <TableHead>Industry</TableHead>
                  <TableHead>Applied</TableHead>
                  <TableHead>AI Risk</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((r) => (
                  <TableRow
                    key={r.id}
                    className="cursor-pointer"
                    tabIndex={0}
                    onClick={() => setOpen(r)}
                    onKeyDown={(e) => {
                      if (e.key === "Enter") setOpen(r);
                    }}
                  >
                    <TableCell>
                      <span className="font-medium">{r.businessName}</span>
                      <br />
                      <span className="font-mono text-xs text-muted-foreground">{r.applicationNumber}</span>
                    </TableCell>
                    <TableCell>{formatAud(r.loanAmount)}</TableCell>
                    <TableCell>{r.loanTerm} months</TableCell>
                    <TableCell>{industryLabel(r.industry)}</TableCell>
                    <TableCell>{formatDate(r.createdAt)}</TableCell>
                    <TableCell>{r.aiRiskScore != null ? `${r.aiRiskScore}/100` : "—"}</TableCell>
                    <TableCell>
                      <StaffStatusBadge status={r.canonicalStatus} />
                    </TableCell>
                    <TableCell>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={(e) => {
                          e.stopPropagation();
                          void runAssessment(r.id, () => router.refresh());
                        }}
                        aria-label={`AI Assess ${r.businessName}`}
                      >
                        AI Assess
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <nav aria-label="Queue pages" className="flex justify-end gap-2">
            {filters.cursor ? (
              <Button asChild variant="outline" size="sm">
                <a href={query({ cursor: "" })}>First page</a>
              </Button>
            ) : null}
            {nextCursor ? (
              <Button asChild variant="outline" size="sm">
                <a href={query({ cursor: nextCursor })}>Next page</a>
              </Button>
            ) : null}
          </nav>
        </TabsContent>
        <TabsContent value="insights" className="grid gap-4">
          <h2 className="text-xl font-semibold">AI Insights</h2>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle as="h3">Recently assessed</CardTitle>
              </CardHeader>
              <ul className="grid gap-2 px-6 pb-6 text-sm">
                {insights.recent.length === 0 ? <li className="text-muted-foreground">No assessments yet.</li> : null}
                {insights.recent.map((r) => (
                  <li key={r.id} className="flex justify-between gap-2">
                    <span>{r.businessName}</span>
                    <span>
                      {r.aiRiskScore}/100 · {r.aiRiskCategory}
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle as="h3">Score distribution</CardTitle>
              </CardHeader>
              <dl className="grid gap-2 px-6 pb-6 text-sm">
                {(
                  [
                    ["Low Risk (below 30)", insights.distribution.low],
                    ["Medium Risk (30-69)", insights.distribution.medium],
                    ["High Risk (70+)", insights.distribution.high],
                    ["Not assessed", insights.distribution.unassessed],
                  ] as const
                ).map(([label, n]) => (
                  <div key={label} className="grid grid-cols-[10rem_1fr_3rem] items-center gap-2">
                    <dt>{label}</dt>
                    <dd
                      aria-hidden
                      className="h-3 rounded bg-primary"
                      style={{ width: `${total ? Math.max(2, (n / Math.max(total, 1)) * 100) : 2}%` }}
                    />
                    <dd>{n}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          </div>
          <Card>
            <CardHeader>
              <CardTitle as="h3">How the assessment works</CardTitle>
              <CardDescription>
                &apos;AI Assess&apos; runs a transparent points scorecard over the application&apos;s facts: credit
                profile, time in business, the loan against a year&apos;s turnover, term, industry and purpose. Each
                factor&apos;s points are shown in the panel, the total is a 0-100 risk score (below 30 Low, 30-69
                Medium, 70+ High), and the recommendation only advises: staff make every decision.
              </CardDescription>
            </CardHeader>
          </Card>
        </TabsContent>
        <TabsContent value="inbox" className="grid gap-4">
          <h2 className="text-xl font-semibold">Contact enquiries</h2>
          <ul className="grid gap-2 text-sm">
            {inbox.inquiries.length === 0 ? <li className="text-muted-foreground">No enquiries.</li> : null}
            {inbox.inquiries.map((i) => (
              <li key={i.id} className="rounded-md border border-border p-3">
                <p className="font-medium">{i.subject}</p>
                <p>
                  {i.name} · {i.email} · {formatDate(i.createdAt)}
                </p>
                <p className="mt-1 whitespace-pre-wrap text-muted-foreground">{i.message}</p>
              </li>
            ))}
          </ul>
          <h2 className="text-xl font-semibold">Partner applications</h2>
          <ul className="grid gap-2 text-sm">
            {inbox.partnerApplications.length === 0 ? (
              <li className="text-muted-foreground">No partner applications.</li>
            ) : null}
            {inbox.partnerApplications.map((p) => (
              <li key={p.id} className="rounded-md border border-border p-3">
                <p className="font-medium">{p.businessName ?? p.company ?? p.email}</p>
                <p>
                  {p.email} · {p.source.replace("_", " ")} · {p.status} · {formatDate(p.createdAt)}
                </p>
                {p.status === "pending" ? (
                  <PartnerApplicationActions id={p.id} name={p.businessName ?? p.company ?? p.email} />
                ) : null}
              </li>
            ))}
          </ul>
        </TabsContent>
      </Tabs>
      <StaffPanel app={open} viewer={viewer} onClose={() => setOpen(null)} />
    </main>
  );
}
