"use client";
import { useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { hardNavigate } from "@/lib/utils/navigate";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Progress } from "@/components/ui/progress";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { BrokerStatusBadge, LeadStatusBadge } from "@/components/portal/status-badge";
import { LEAD_STATUSES } from "@/lib/applications/status";
import { BROKER_FILTER_OPTIONS, brokerProgress, matchesBrokerFilter } from "@/lib/applications/status-views";
import { formatAud, formatAudCents, formatDate, formatPercent } from "@/lib/money/format";
import { LeadForm } from "./lead-form";
import { PerformanceChart } from "./performance-chart";

export interface BrokerApplication {
  id: string;
  clientName: string;
  businessName: string;
  applicationNumber: string;
  loanAmount: number;
  status: string;
  createdAt: string;
  lastActivity: string | null;
  commission: number;
  commissionPaid: boolean;
}
export interface BrokerDashboard {
  totalApplications: number;
  activeApplications: number;
  settledApplications: number;
  monthlyCommissions: number;
  totalCommissions: number;
  averageCommission: number;
  conversionRate: number;
  totalVolume: number;
}
export interface Lead {
  id: string;
  contactName: string;
  businessName: string;
  loanAmount: string;
  email: string;
  phone: string | null;
  notes: string | null;
  status: string;
  applicationId: string | null;
}
export interface LedgerRow {
  id: string;
  kind: string;
  amountCents: number;
  earnedAt: string;
  paid: boolean;
  paidAt: string | null;
  applicationNumber: string;
  businessName: string;
}

interface Detail {
  timeline: { at: string; text: string }[];
  quotes: { lender: string; rateBps: number | null; monthlyRepaymentCents: number | null }[];
  documents: { id: string; fileName: string; documentType: string; status: string }[];
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return (await res.json()) as T;
}

export function BrokerPortal(props: {
  firstName: string | null;
  referralCode: string | null;
  appUrl: string;
  dashboard: BrokerDashboard;
  applications: BrokerApplication[];
  leads: Lead[];
  ledger: LedgerRow[];
  months: { month: string; referrals: number; settlements: number }[];
  currentMonth: string;
}) {
  const [dashboard, setDashboard] = useState(props.dashboard);
  const [apps, setApps] = useState(props.applications);
  const [leads, setLeads] = useState(props.leads);
  const [q, setQ] = useState("");
  const [filter, setFilter] = useState("all");
  const [selected, setSelected] = useState<BrokerApplication | null>(null);
  const [loaded, setLoaded] = useState<{ id: string; detail: Detail | null } | null>(null);
  const detail = selected && loaded?.id === selected.id ? loaded.detail : null;
  const [addOpen, setAddOpen] = useState(false);
  const [month, setMonth] = useState(props.currentMonth);

  const [loading, setLoading] = useState<"all" | "leads" | null>(null);
  const refreshLeads = async () => {
    setLoading("leads");
    try {
      setLeads(await getJson<Lead[]>("/api/leads"));
    } finally {
      setLoading(null);
    }
  };
  async function refresh() {
    setLoading("all");
    try {
      const [d, a, l] = await Promise.all([
        getJson<BrokerDashboard>("/api/broker/dashboard"),
        getJson<BrokerApplication[]>("/api/broker/applications"),
        getJson<Lead[]>("/api/leads"),
      ]);
      setDashboard(d);
      setApps(a);
      setLeads(l);
      toast.success("Refreshed", { description: "Dashboard data has been updated" });
    } catch {
      toast.error("Error", { description: "Could not refresh the dashboard." });
    } finally {
      setLoading(null);
    }
  }

  useEffect(() => {
    if (!selected) return;
    const id = selected.id;
    getJson<Detail>(`/api/applications/${id}`)
      .then((d) => setLoaded({ id, detail: d }))
      .catch(() => setLoaded({ id, detail: null }));
  }, [selected]);

  const shown = useMemo(() => {
    const needle = q.trim().toLowerCase();
    return apps.filter((a) => {
      const matchesText =
        !needle || `${a.clientName} ${a.businessName} ${a.applicationNumber}`.toLowerCase().includes(needle);
      const matchesStatus = matchesBrokerFilter(a.status, filter);
      return matchesText && matchesStatus;
    });
  }, [apps, q, filter]);

  const referralLink = props.referralCode ? `${props.appUrl}/application?ref=${props.referralCode}` : null;
  const months = useMemo(
    () =>
      Array.from(new Set([props.currentMonth, ...props.ledger.map((r) => r.earnedAt.slice(0, 7))]))
        .sort()
        .reverse(),
    [props.ledger, props.currentMonth],
  );

  async function setLeadStatus(lead: Lead, status: string) {
    const res = await fetch(`/api/leads/${lead.id}`, {
      method: "PATCH",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status }),
    });
    if (!res.ok) {
      toast.error("Error", {
        description:
          ((await res.json().catch(() => ({}))) as { message?: string }).message ?? "Could not update the lead.",
      });
      return;
    }
    toast.success("Lead updated", { description: `${lead.contactName} is now ${status}.` });
    await refreshLeads();
  }

  function convert(lead: Lead) {
    const [firstName, ...rest] = lead.contactName.split(" ");
    sessionStorage.setItem(
      "bizfund.wizard.prefill",
      JSON.stringify({
        companyName: lead.businessName,
        email: lead.email,
        amount: Number(lead.loanAmount) || undefined,
        firstName,
        lastName: rest.join(" "),
        phone: lead.phone ?? "",
        leadId: lead.id,
      }),
    );
    hardNavigate(
      `/application?${new URLSearchParams({ ...(props.referralCode ? { ref: props.referralCode } : {}), lead: lead.id }).toString()}`,
    );
  }

  const cards = [
    { label: "Total Applications", value: String(dashboard.totalApplications) },
    { label: "Active Applications", value: String(dashboard.activeApplications) },
    { label: "Settled This Month", value: String(dashboard.settledApplications) },
    { label: "Monthly Commissions", value: formatAud(dashboard.monthlyCommissions, { cents: true }) },
  ];

  return (
    <main id="main" className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Welcome back, {props.firstName || "Broker"}</h1>
          <p className="text-muted-foreground">Your referrals, commissions and leads in one place.</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" disabled={loading !== null} onClick={() => void refresh()}>
            Refresh
          </Button>
          <Button asChild variant="outline">
            <a href="/api/logout">Logout</a>
          </Button>
        </div>
      </div>
      <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
      {referralLink ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Your referral link</CardTitle>
            <CardDescription>Applications made through this link are attributed to you.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap items-center gap-2">
            <Label htmlFor="referral-link" className="sr-only">
              Referral link
            </Label>
            <Input id="referral-link" readOnly value={referralLink} className="max-w-lg font-mono text-xs" />
            <Button
              variant="outline"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(referralLink)
                  .then(() => toast.success("Copied", { description: "Referral link copied to the clipboard." }))
              }
            >
              Copy link
            </Button>
          </CardContent>
        </Card>
      ) : null}
      <Tabs defaultValue="applications">
        <TabsList>
          <TabsTrigger value="applications">Client Applications</TabsTrigger>
          <TabsTrigger value="commissions">Commission Tracking</TabsTrigger>
          <TabsTrigger value="leads">Lead Management</TabsTrigger>
          <TabsTrigger value="performance">Performance Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="applications" className="grid gap-4">
          <h2 className="text-xl font-semibold">Client Applications</h2>
          {loading === "all" ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading applications...
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <div className="grid gap-1">
              <Label htmlFor="broker-search">Search</Label>
              <Input
                id="broker-search"
                value={q}
                onChange={(e) => setQ(e.target.value)}
                placeholder="Client, business or application #"
                className="w-72"
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="broker-filter">Status</Label>
              <NativeSelect
                id="broker-filter"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                className="w-48"
              >
                {BROKER_FILTER_OPTIONS.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          {shown.length === 0 ? (
            <div className="rounded-lg border border-border p-6 text-center">
              <p className="font-medium">No applications found</p>
              <p className="text-sm text-muted-foreground">
                {q || filter !== "all"
                  ? "Try adjusting your search or filters"
                  : "Start referring clients to see their applications here"}
              </p>
            </div>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2">
              {shown.map((a) => (
                <li key={a.id}>
                  <Card>
                    <CardHeader>
                      <div className="flex items-start justify-between gap-2">
                        <div>
                          <CardTitle as="h3">{a.clientName}</CardTitle>
                          <CardDescription>
                            {a.businessName} · <span className="font-mono">{a.applicationNumber}</span>
                          </CardDescription>
                        </div>
                        <BrokerStatusBadge status={a.status} />
                      </div>
                    </CardHeader>
                    <CardContent className="grid gap-2 text-sm">
                      <p>
                        Loan amount: <strong>{formatAud(a.loanAmount)}</strong>
                      </p>
                      <div className="grid gap-1">
                        <span id={`p-${a.id}`}>Progress {brokerProgress(a.status)}%</span>
                        <Progress value={brokerProgress(a.status)} aria-labelledby={`p-${a.id}`} />
                      </div>
                      <p>
                        Submitted {formatDate(a.createdAt)} · Last activity:{" "}
                        {a.lastActivity ? formatDate(a.lastActivity) : "No recent activity"}
                      </p>
                      <p>
                        Commission: {formatAud(a.commission, { cents: true })}{" "}
                        {a.commissionPaid ? <Badge variant="success-strong">PAID</Badge> : null}
                      </p>
                      <div>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setSelected(a)}
                          aria-label={`View Details for ${a.applicationNumber}`}
                        >
                          View Details
                        </Button>
                      </div>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="commissions" className="grid gap-4">
          <h2 className="text-xl font-semibold">Commission Tracking</h2>
          <div className="grid gap-4 sm:grid-cols-3">
            <Card>
              <CardHeader>
                <CardDescription>Total Earned</CardDescription>
                <CardTitle as="p">{formatAud(dashboard.totalCommissions, { cents: true })}</CardTitle>
              </CardHeader>
            </Card>
            <Card>
              <CardHeader>
                <CardDescription>This Month</CardDescription>
                <CardTitle as="p">{formatAud(dashboard.monthlyCommissions, { cents: true })}</CardTitle>
              </CardHeader>
            </Card>
            <Card>
              <CardHeader>
                <CardDescription>Average per Deal</CardDescription>
                <CardTitle as="p">{formatAud(dashboard.averageCommission, { cents: true })}</CardTitle>
              </CardHeader>
            </Card>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <Label htmlFor="statement-month">Statement month</Label>
              <NativeSelect
                id="statement-month"
                value={month}
                onChange={(e) => setMonth(e.target.value)}
                className="w-40"
              >
                {months.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button asChild>
              <a href={`/api/broker/statement?month=${month}&format=csv`} download>
                Download Commission Statement
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={`/api/broker/statement?month=${month}&format=pdf`} download>
                Download PDF
              </a>
            </Button>
          </div>
          <table className="w-full text-sm">
            <caption className="sr-only">Commission ledger</caption>
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col">Application</th>
                <th scope="col" className="text-right">
                  Amount
                </th>
                <th scope="col">Paid</th>
              </tr>
            </thead>
            <tbody>
              {props.ledger.map((r) => (
                <tr key={r.id} className="border-b border-border">
                  <td>{formatDate(r.earnedAt)}</td>
                  <td className="capitalize">{r.kind}</td>
                  <td>
                    {r.applicationNumber} · {r.businessName}
                  </td>
                  <td className="text-right">{formatAudCents(r.amountCents)}</td>
                  <td>{r.paid ? `Paid ${r.paidAt ? formatDate(r.paidAt) : ""}` : "Unpaid"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TabsContent>
        <TabsContent value="leads" className="grid gap-4">
          <div className="flex items-center justify-between">
            <h2 className="text-xl font-semibold">Lead Management</h2>
            <Dialog open={addOpen} onOpenChange={setAddOpen}>
              <DialogTrigger asChild>
                <Button>{leads.length === 0 ? "Add First Lead" : "Add Lead"}</Button>
              </DialogTrigger>
              <DialogContent className="max-w-2xl">
                <DialogHeader>
                  <DialogTitle>Add Lead</DialogTitle>
                  <DialogDescription>Leads are private to you.</DialogDescription>
                </DialogHeader>
                <LeadForm
                  onCreated={() => {
                    setAddOpen(false);
                    void refreshLeads();
                  }}
                />
              </DialogContent>
            </Dialog>
          </div>
          {loading ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading leads...
            </p>
          ) : null}
          {leads.length === 0 ? (
            <p className="rounded-lg border border-border p-6 text-center text-muted-foreground">No leads yet</p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2">
              {leads.map((l) => (
                <li key={l.id} className="grid gap-2 rounded-lg border border-border p-4 text-sm">
                  <div className="flex items-start justify-between">
                    <div>
                      <p className="font-semibold">{l.contactName}</p>
                      <p>{l.businessName}</p>
                    </div>
                    <LeadStatusBadge status={l.status} />
                  </div>
                  <p>
                    {l.loanAmount ? formatAud(Number.parseInt(l.loanAmount, 10)) : "Amount not set"} · {l.email}
                  </p>
                  {l.applicationId ? <p className="text-success">Application Created</p> : null}
                  {l.status !== "converted" ? (
                    <div className="flex flex-wrap items-end gap-2">
                      <div className="grid gap-1">
                        <Label htmlFor={`lead-status-${l.id}`}>Status</Label>
                        <NativeSelect
                          id={`lead-status-${l.id}`}
                          value={l.status}
                          onChange={(e) => void setLeadStatus(l, e.target.value)}
                          className="w-36"
                        >
                          {LEAD_STATUSES.map((s) => (
                            <option key={s} value={s}>
                              {s}
                            </option>
                          ))}
                        </NativeSelect>
                      </div>
                      {!l.applicationId ? (
                        <Button size="sm" onClick={() => convert(l)}>
                          Convert to application
                        </Button>
                      ) : null}
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="performance" className="grid gap-4" id="performance">
          <h2 className="text-xl font-semibold">Performance Analytics</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <Card>
              <CardHeader>
                <CardDescription>Conversion Rate</CardDescription>
                <CardTitle as="p">{dashboard.conversionRate}%</CardTitle>
              </CardHeader>
            </Card>
            <Card>
              <CardHeader>
                <CardDescription>Total Volume Referred</CardDescription>
                <CardTitle as="p">{formatAud(dashboard.totalVolume)}</CardTitle>
              </CardHeader>
            </Card>
          </div>
          <PerformanceChart months={props.months} />
        </TabsContent>
      </Tabs>
      <Sheet open={selected !== null} onOpenChange={(o) => !o && setSelected(null)}>
        <SheetContent side="right">
          {selected ? (
            <>
              <SheetHeader>
                <SheetTitle>{selected.businessName}</SheetTitle>
                <SheetDescription>
                  {selected.applicationNumber} · {selected.clientName}
                </SheetDescription>
              </SheetHeader>
              {detail ? (
                <>
                  <section aria-labelledby="b-timeline">
                    <h3 id="b-timeline" className="font-semibold">
                      Timeline
                    </h3>
                    <ol className="mt-2 grid gap-1 text-sm">
                      {detail.timeline.map((t, i) => (
                        <li key={i}>
                          {t.text} · {formatDate(t.at)}
                        </li>
                      ))}
                    </ol>
                  </section>
                  <section aria-labelledby="b-quotes">
                    <h3 id="b-quotes" className="font-semibold">
                      Lender quotes
                    </h3>
                    {detail.quotes.length ? (
                      <ul className="mt-2 grid gap-1 text-sm">
                        {detail.quotes.slice(0, 5).map((qq) => (
                          <li key={qq.lender}>
                            {qq.lender}: {qq.rateBps != null ? formatPercent(qq.rateBps) : "—"} ·{" "}
                            {qq.monthlyRepaymentCents != null ? formatAudCents(qq.monthlyRepaymentCents) : "—"}/month
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="text-sm text-muted-foreground">No quotes yet.</p>
                    )}
                  </section>
                  <section aria-labelledby="b-docs">
                    <h3 id="b-docs" className="font-semibold">
                      Documents
                    </h3>
                    {detail.documents.length ? (
                      <ul className="mt-2 grid gap-1 text-sm">
                        {detail.documents.map((d) => (
                          <li key={d.id}>
                            {d.documentType}: {d.fileName} · {d.status}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="text-sm text-muted-foreground">No documents uploaded yet.</p>
                    )}
                    <p className="mt-1 text-xs text-muted-foreground">
                      Names and statuses only: client documents stay private.
                    </p>
                  </section>
                </>
              ) : (
                <p className="text-sm text-muted-foreground">Loading...</p>
              )}
              <Button variant="outline" onClick={() => setSelected(null)}>
                Close
              </Button>
            </>
          ) : null}
        </SheetContent>
      </Sheet>
    </main>
  );
}
