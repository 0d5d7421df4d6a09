"use client";
import { useRouter } from "next/navigation";
import { workspaceHref } from "@/lib/applications/workspace-links";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PortalShell } from "@/components/portal/portal-shell";
import { formatCompactAud } from "@/lib/money/format";
import dynamic from "next/dynamic";
import { QueueTab } from "./queue-tab";
import { useHashTab } from "@/components/portal/use-hash-tab";
import type { StaffRow } from "./staff-row";

// The queue is what the page opens on; the other tabs load when first shown.
const ClientsTab = dynamic(() => import("./clients-tab").then((m) => m.ClientsTab));
const InsightsTab = dynamic(() => import("./insights-tab").then((m) => m.InsightsTab));
const InboxTab = dynamic(() => import("./inbox-tab").then((m) => m.InboxTab));

const TABS = ["applications", "clients", "insights", "inbox", "settings"] as const;

export interface StaffPortalProps {
  viewer: { id: string; role: string; firstName: string | null };
  dashboard: { newApplications: number; inReview: number; approved: number; settled: number; totalVolume: number };
  rows: StaffRow[];
  nextCursor: string | null;
  filters: Record<string, string>;
  insights: { recent: StaffRow[]; distribution: { low: number; medium: number; high: number; unassessed: number } };
  /** The Settings tab's content (/staff#settings), rendered by the page. */
  settings?: React.ReactNode;
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

export function StaffPortal({
  viewer,
  dashboard,
  rows,
  nextCursor,
  filters,
  insights,
  inbox,
  settings,
}: StaffPortalProps) {
  const router = useRouter();
  // A row opens the application's deal workspace, its own page (issue #36 item 1).
  const setOpen = (row: StaffRow) => router.push(workspaceHref("staff", row.id));
  const [tab, setTab] = useHashTab(TABS, "applications");
  const cards = [
    { label: "New Applications", value: String(dashboard.newApplications) },
    { label: "In Review", value: String(dashboard.inReview) },
    { label: "Approved", value: String(dashboard.approved) },
    { label: "Settled", value: String(dashboard.settled) },
    { label: "Total Volume", value: formatCompactAud(dashboard.totalVolume) },
  ];

  return (
    <PortalShell
      title="Staff Portal"
      complaints={{ href: "/staff/complaints", label: "Complaints register" }}
      description={`Welcome, ${viewer.firstName ?? "team"}. Review applications, assess risk and keep clients informed.`}
      actions={
        <>
          {viewer.role === "admin" ? (
            <Button asChild variant="secondary">
              <a href="/staff/admin">Administration</a>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <a href="/staff/commissions">Commissions</a>
          </Button>
          <Button asChild variant="outline">
            <a href="/account">Account security</a>
          </Button>
        </>
      }
      stats={cards}
      statsLabel="Dashboard"
    >
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="applications">Applications</TabsTrigger>
          <TabsTrigger value="clients">Clients</TabsTrigger>
          <TabsTrigger value="insights">AI Insights</TabsTrigger>
          <TabsTrigger value="inbox">Inbox</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="applications" className="grid gap-4">
          <QueueTab rows={rows} nextCursor={nextCursor} filters={filters} onOpen={setOpen} />
        </TabsContent>
        <TabsContent value="clients" className="grid gap-4">
          <ClientsTab rows={rows} onOpen={setOpen} />
        </TabsContent>
        <TabsContent value="insights" className="grid gap-4">
          <InsightsTab insights={insights} />
        </TabsContent>
        <TabsContent value="inbox" className="grid gap-4">
          <InboxTab inbox={inbox} />
        </TabsContent>
        <TabsContent value="settings" className="grid gap-4">
          {settings}
        </TabsContent>
      </Tabs>
    </PortalShell>
  );
}
