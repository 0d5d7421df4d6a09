"use client";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DataTable } from "@/components/portal/data-table";
import { SelectField } from "@/components/portal/select-field";
import { StartApplicationCard } from "@/components/portal/start-application-card";
import { EmptyState } from "@/components/shared/empty-state";
import { NotificationPreferences } from "@/components/portal/notification-preferences";
import { PortalShell } from "@/components/portal/portal-shell";
import { countActive } from "@/lib/applications/active-count";
import { workspaceHref } from "@/lib/applications/workspace-links";
import { formatAud } from "@/lib/money/format";
import { APPLICATION_COLUMNS, DOCUMENT_COLUMNS, type ClientApplication } from "./columns";
import { ChecklistOutstanding } from "@/components/documents/checklist-list";
import { PanelSection } from "@/components/portal/panel-section";
import { HelpTip } from "@/components/shared/help-tip";
import { PROMISES } from "@/lib/marketing/promises";

// The applications tab is what the page opens on; the upload and the message thread load when first
// shown. Each application opens in its own workspace (/client/applications/[id], ADR 078).
const DocumentUpload = dynamic(() => import("./document-upload").then((m) => m.DocumentUpload));
const MessageThread = dynamic(() => import("@/components/messages/message-thread").then((m) => m.MessageThread));

export interface ClientDocument {
  id: string;
  applicationId: string;
  fileName: string;
  documentType: string;
  status: string;
  createdAt: string;
}

/**
 * The client portal. The page loads everything on the server; a change is saved by its route
 * handler, then router.refresh() reloads. A row opens the application's workspace (ADR 078). Only
 * the message thread fetches for itself (polling).
 */
export function ClientPortal({
  user,
  applications: apps,
  documents: docs,
  outstanding,
  notifyByEmail,
  mutedEmailKinds = [],
  dailyDigest = false,
  initialTab,
  drafts,
  statusLegend,
}: {
  user: { id: string; firstName: string | null; email: string; role: string };
  applications: ClientApplication[];
  documents: ClientDocument[];
  /** Checklist items waiting on the client, per active application. */
  outstanding: Record<string, number>;
  notifyByEmail: boolean;
  /** Notification kinds not to e-mail (components/portal/notification-preferences.tsx). */
  mutedEmailKinds?: string[];
  /** One summary e-mail a day instead of one per event (ADR 076). */
  dailyDigest?: boolean;
  initialTab: string;
  /** Saved wizard drafts (components/client/drafts-card.tsx), shown above the tabs. */
  drafts?: React.ReactNode;
  /**
   * 'What the statuses mean' (<StatusLegend audience="client" />, ADR 064), rendered by the server
   * page and passed in, so its text is not shipped in this component's JavaScript.
   */
  statusLegend?: React.ReactNode;
}) {
  const router = useRouter();
  const [selected, setSelected] = useState<string | null>(apps[0]?.id ?? null);

  const stats = [
    { label: "Total Applications", value: String(apps.length) },
    { label: "Active Applications", value: String(countActive(apps)) },
    { label: "Total Requested", value: formatAud(apps.reduce((s, a) => s + a.loanAmount, 0)) },
    { label: "Documents", value: String(docs.length) },
  ];

  const appPicker =
    apps.length > 0 ? (
      <SelectField
        id="application-picker"
        label="Application"
        fieldClassName="max-w-sm"
        options={apps.map((a) => ({ value: a.id, label: `${a.applicationNumber} · ${a.businessName}` }))}
        value={selected ?? ""}
        onChange={(e) => setSelected(e.target.value)}
      />
    ) : null;

  const emptyApps = (
    <StartApplicationCard
      className="text-center"
      title="No Applications Yet"
      description={`Apply once and we match you with ${PROMISES.lenders} lenders.`}
    />
  );

  return (
    <PortalShell
      title={`Welcome back, ${user.firstName ?? "there"}`}
      description="Track your applications, upload documents and message our team."
      complaints={{ href: "/client/complaints", label: "Make a complaint or see your complaints" }}
      actions={
        <Button asChild variant="secondary">
          <Link href="/application">New Application</Link>
        </Button>
      }
      stats={stats}
    >
      {drafts}
      <Tabs defaultValue={["applications", "documents", "messages"].includes(initialTab) ? initialTab : "applications"}>
        <TabsList>
          <TabsTrigger value="applications">Applications</TabsTrigger>
          <TabsTrigger value="documents">Documents</TabsTrigger>
          <TabsTrigger value="messages">Messages</TabsTrigger>
        </TabsList>
        <TabsContent value="applications" className="grid gap-4">
          <h2 className="text-xl font-semibold">My Applications</h2>
          {statusLegend}
          {apps.length === 0 ? (
            emptyApps
          ) : (
            <DataTable
              caption="My Applications"
              searchLabel="Search applications"
              rows={apps}
              onOpen={(a) => router.push(workspaceHref("client", a.id))}
              searchText={(a) => `${a.applicationNumber} ${a.businessName} ${a.status}`}
              columns={APPLICATION_COLUMNS}
            />
          )}
        </TabsContent>
        <TabsContent value="documents" className="grid gap-4">
          <ChecklistOutstanding
            rows={apps.map((a) => ({
              id: a.id,
              name: `${a.applicationNumber} ${a.businessName}`,
              outstanding: outstanding[a.id] ?? 0,
            }))}
            onOpen={(id) => router.push(workspaceHref("client", id, "documents"))}
          />
          <div className="flex items-center gap-1">
            <h2 className="text-xl font-semibold">Upload Documents</h2>
            <HelpTip topic="documents" />
          </div>
          {apps.length === 0 ? (
            emptyApps
          ) : (
            <>
              {appPicker}
              <DocumentUpload applicationId={selected} onUploaded={() => router.refresh()} />
            </>
          )}
          <h2 className="text-xl font-semibold">My Documents</h2>
          {docs.length === 0 ? (
            <EmptyState title="No documents uploaded yet." />
          ) : (
            <DataTable
              caption="My Documents"
              searchLabel="Search documents"
              rows={docs}
              searchText={(d) => `${d.fileName} ${d.documentType} ${d.status}`}
              columns={DOCUMENT_COLUMNS}
            />
          )}
        </TabsContent>
        <TabsContent value="messages" className="grid gap-4">
          <h2 className="text-xl font-semibold">Messages</h2>
          {selected ? (
            <>
              {appPicker}
              <MessageThread key={selected} applicationId={selected} viewerId={user.id} viewerRole={user.role} />
            </>
          ) : (
            <StartApplicationCard
              title="No conversations yet"
              description="Start an application to message our team about it."
            />
          )}
        </TabsContent>
      </Tabs>
      <PanelSection id="settings-heading" title="Settings" level="h2" className="rounded-lg border border-border p-4">
        <NotificationPreferences
          role={user.role}
          notifyByEmail={notifyByEmail}
          mutedEmailKinds={mutedEmailKinds}
          dailyDigest={dailyDigest}
          masterLabel="E-mail me when my application status changes or our team sends a message"
        />
        <Link href="/account" className="mt-2 inline-block text-sm underline">
          Account security
        </Link>
      </PanelSection>
    </PortalShell>
  );
}
