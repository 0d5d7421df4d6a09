"use client";
import { FactList, PanelSection } from "@/components/portal/panel-section";
import { formatHours } from "@/lib/applications/status-targets";
import { Assignment, type WorkPartProps } from "./assignment";
import { InternalNotes } from "./internal-notes";
import { TimeInStatus } from "./time-in-status";

/** The panel's work-queue sections (issue 16 item 6): time in status and the assignee, then the internal notes. */
export function WorkPanel({ app, viewer, onChanged }: WorkPartProps) {
  return (
    <>
      <PanelSection id="work-heading" title="Assignment" className="grid gap-2">
        <FactList
          facts={[
            ["Time in status", <TimeInStatus key="time" row={app} />],
            ["Target", app.targetHours != null ? formatHours(app.targetHours) : "None"],
          ]}
        />
        <Assignment app={app} viewer={viewer} onChanged={onChanged} />
      </PanelSection>
      <PanelSection id="internal-notes-heading" title="Internal notes" className="grid gap-2">
        <InternalNotes key={app.id} applicationId={app.id} />
      </PanelSection>
    </>
  );
}
