"use client";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PortalShell } from "@/components/portal/portal-shell";
import { StatCard } from "@/components/shared/stat-card";
import type { BrokerPortalData } from "@/lib/partners/portal";
import { formatAud } from "@/lib/money/format";
import { ChecklistOutstanding } from "@/components/documents/checklist-list";
import { workspaceHref } from "@/lib/applications/workspace-links";
import { ApplicationsTab } from "./applications-tab";
import { useHashTab } from "@/components/portal/use-hash-tab";

const TABS = ["applications", "commissions", "leads", "performance"] as const;

// Tabs other than the first download their code when opened (issue 19: the portal's first load).
const CommissionsTab = dynamic(() => import("./commissions-tab").then((m) => m.CommissionsTab));
const LeadsTab = dynamic(() => import("./leads-tab").then((m) => m.LeadsTab));
const PerformanceChart = dynamic(() => import("./performance-chart").then((m) => m.PerformanceChart));

/**
 * The broker portal. Everything on it is loaded by the page on the server; a change is saved by its
 * route handler and then router.refresh() reloads the page's data. The pipeline's filters are the
 * page's query (ADR 080); a referral opens in its own workspace (/partner/applications/[id]).
 */
export function BrokerPortal({
  firstName,
  appUrl,
  data,
}: {
  firstName: string | null;
  appUrl: string;
  data: BrokerPortalData;
}) {
  const router = useRouter();
  const { dashboard, applications, leads } = data;
  const [pending, startTransition] = useTransition();
  const [reloading, setReloading] = useState<"all" | "leads">("all");
  const [tab, setTab] = useHashTab(TABS, "applications");

  function reload(what: "all" | "leads") {
    setReloading(what);
    startTransition(() => router.refresh());
  }

  const referralLink = data.referralCode ? `${appUrl}/application?ref=${data.referralCode}` : null;

  return (
    <PortalShell
      title={`Welcome back, ${firstName || "Broker"}`}
      description="Your referrals, commissions and leads in one place."
      complaints={{ href: "/partner/complaints", label: "Make a complaint or see your complaints" }}
      actions={
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => {
            reload("all");
            toast.success("Refreshed", { description: "Dashboard data has been updated" });
          }}
        >
          Refresh
        </Button>
      }
      stats={[
        { label: "Total Applications", value: String(dashboard.totalApplications) },
        { label: "Active Applications", value: String(dashboard.activeApplications) },
        { label: "Settled This Month", value: String(dashboard.settledApplications) },
        { label: "Monthly Commissions", value: formatAud(dashboard.monthlyCommissions, { cents: true }) },
      ]}
    >
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
      <p className="text-sm">
        <a className="underline" href="/partner/integrations">
          API keys and webhooks
        </a>{" "}
        · connect your CRM: send leads, read statuses, hear about offers and payments.
      </p>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="applications">Client Applications</TabsTrigger>
          <TabsTrigger value="commissions">Commission Tracking</TabsTrigger>
          <TabsTrigger value="leads">Lead Management</TabsTrigger>
          <TabsTrigger value="performance">Performance Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="applications" className="grid gap-4">
          <ApplicationsTab rows={data.pipeline} query={data.pipelineQuery} loading={pending && reloading === "all"} />
          <ChecklistOutstanding
            rows={applications.map((a) => ({
              id: a.id,
              name: `${a.applicationNumber} ${a.businessName}`,
              outstanding: data.outstanding[a.id] ?? 0,
            }))}
            onOpen={(id) => router.push(workspaceHref("partner", id, "documents"))}
          />
        </TabsContent>
        <TabsContent value="commissions" className="grid gap-4">
          <CommissionsTab
            dashboard={dashboard}
            ledger={data.ledger}
            currentMonth={data.currentMonth}
            splitBps={data.splitBps}
          />
        </TabsContent>
        <TabsContent value="leads" className="grid gap-4">
          <LeadsTab leads={leads} loading={pending} onChanged={() => reload("leads")} />
        </TabsContent>
        <TabsContent value="performance" className="grid gap-4">
          <h2 className="text-xl font-semibold">Performance Analytics</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <StatCard label="Conversion Rate" value={`${dashboard.conversionRate}%`} />
            <StatCard label="Total Volume Referred" value={formatAud(dashboard.totalVolume)} />
          </div>
          <PerformanceChart months={data.months} />
        </TabsContent>
      </Tabs>
    </PortalShell>
  );
}
