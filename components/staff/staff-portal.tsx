"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import type { ChecklistView } from "@/lib/documents/checklist-store";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PortalShell } from "@/components/portal/portal-shell";
import { formatCompactAud } from "@/lib/money/format";
import dynamic from "next/dynamic";
import { QueueTab } from "./queue-tab";
import { useHashTab } from "@/components/portal/use-hash-tab";
import type { StaffRow } from "./staff-panel";

// The queue is what the page opens on; the other tabs and the details panel load when first shown.
const ClientsTab = dynamic(() => import("./clients-tab").then((m) => m.ClientsTab));
const InsightsTab = dynamic(() => import("./insights-tab").then((m) => m.InsightsTab));
const InboxTab = dynamic(() => import("./inbox-tab").then((m) => m.InboxTab));
const StaffPanel = dynamic(() => import("./staff-panel").then((m) => m.StaffPanel));

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
  /** The open application's checklist (?application=), loaded by the page. */
  checklist: ChecklistView | null;
  /** The open application's Assessment section (issue 33), rendered on the server by the page. */
  assessment?: { applicationId: string; node: React.ReactNode } | null;
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
  checklist,
  assessment = null,
  settings,
}: StaffPortalProps) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const [opened, setOpened] = useState<StaffRow | null>(
    () => rows.find((r) => r.id === checklist?.applicationId) ?? null,
  );
  // The open application is the ?application= parameter, so the page loads its checklist on the server.
  function setOpen(row: StaffRow | null) {
    setOpened(row);
    const params = new URLSearchParams(search.toString());
    if (row) params.set("application", row.id);
    else params.delete("application");
    const query = params.toString();
    // The open tab (#clients) stays in the address.
    router.replace(`${query ? `${pathname}?${query}` : pathname}${window.location.hash}`, { scroll: false });
  }
  // The panel stays open across a change: it shows the newest of the saved row and the refreshed
  // queue's row (new status, version, score), even when the queue's filter no longer lists it.
  const [tab, setTab] = useHashTab(TABS, "applications");
  const listed = opened && rows.find((r) => r.id === opened.id);
  const open = listed && opened && listed.version >= opened.version ? listed : opened;
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
      {open ? (
        <StaffPanel
          app={open}
          viewer={viewer}
          checklist={checklist?.applicationId === open.id ? checklist : null}
          assessment={assessment?.applicationId === open.id ? assessment.node : null}
          onClose={() => setOpen(null)}
          onChanged={setOpened}
        />
      ) : null}
    </PortalShell>
  );
}
