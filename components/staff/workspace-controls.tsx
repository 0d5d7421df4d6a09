"use client";
import { useState } from "react";
import { FactList, PanelSection } from "@/components/portal/panel-section";
import { formatHours } from "@/lib/applications/status-targets";
import { Assignment } from "./assignment";
import type { StaffRow } from "./staff-row";
import { StatusUpdate } from "./status-update";
import { TimeInStatus } from "./time-in-status";

/**
 * The workspace's work controls (issue #36 item 1, formerly the sheet's): time in status against its
 * target, the assignee, and the status update. They show the newest of the row the server saved and
 * the refreshed page's row (the server component renders again after each change).
 */
export function WorkspaceControls({ app, viewer }: { app: StaffRow; viewer: { id: string; role: string } }) {
  const [saved, setSaved] = useState<StaffRow | null>(null);
  const row = saved && saved.id === app.id && saved.version > app.version ? saved : app;
  return (
    <>
      <PanelSection id="work-heading" title="Assignment" className="grid gap-2">
        <FactList
          facts={[
            ["Time in status", <TimeInStatus key="time" row={row} />],
            ["Target", row.targetHours != null ? formatHours(row.targetHours) : "None"],
          ]}
        />
        <Assignment app={row} viewer={viewer} onChanged={setSaved} />
      </PanelSection>
      <PanelSection id="status-heading" title="Update Status" className="grid gap-2">
        <StatusUpdate key={row.id} app={row} viewer={viewer} onChanged={setSaved} />
      </PanelSection>
    </>
  );
}
