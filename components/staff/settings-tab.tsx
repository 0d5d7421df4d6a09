"use client";
import { NotificationPreferences } from "@/components/portal/notification-preferences";
import { PanelSection } from "@/components/portal/panel-section";
import { StatusTargetsForm, type StatusTargetRow } from "./status-targets-form";

/** The staff portal's Settings tab (/staff#settings): status targets, and the viewer's own notification e-mails. */
export function SettingsTab({
  targets,
  canEditTargets,
  preferences,
}: {
  targets: StatusTargetRow[];
  canEditTargets: boolean;
  preferences: { role: string; notifyByEmail: boolean; mutedEmailKinds: string[]; dailyDigest?: boolean };
}) {
  return (
    <>
      <h2 className="text-xl font-semibold">Settings</h2>
      <PanelSection
        id="targets-heading"
        title="Status targets"
        className="grid gap-2 rounded-lg border border-border p-4"
      >
        <p className="text-sm text-muted-foreground">
          An application that stays in a status longer than its target shows as Overdue in the queue.
        </p>
        <StatusTargetsForm targets={targets} editable={canEditTargets} />
      </PanelSection>
      <PanelSection
        id="staff-notifications-heading"
        title="Notification e-mails"
        className="grid gap-2 rounded-lg border border-border p-4"
      >
        <NotificationPreferences {...preferences} />
      </PanelSection>
    </>
  );
}
