"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { NOTIFICATION_KINDS, notificationKindsFor, type NotificationKind } from "@/lib/notifications/kinds";
import { submitJson } from "@/lib/http/send-json";

/**
 * A user's notification e-mails: the master switch, then one switch per kind their role receives.
 * In-app notifications (the bell) always arrive; these decide only the e-mails.
 */
export function NotificationPreferences({
  role,
  notifyByEmail,
  mutedEmailKinds,
  dailyDigest = false,
  masterLabel = "E-mail me about my notifications",
}: {
  role: string;
  notifyByEmail: boolean;
  mutedEmailKinds: readonly string[];
  dailyDigest?: boolean;
  masterLabel?: string;
}) {
  const router = useRouter();
  const [emails, setEmails] = useState(notifyByEmail);
  const [muted, setMuted] = useState<string[]>([...mutedEmailKinds]);
  const [digest, setDigest] = useState(dailyDigest);

  async function save(body: { notifyByEmail?: boolean; mutedEmailKinds?: string[]; dailyDigest?: boolean }) {
    const sent = await submitJson("/api/account/notifications", body, "PATCH");
    if (!sent.ok) toast.error("Error", { description: sent.message ?? "Could not save your preferences" });
    else toast.success("Preferences saved");
    router.refresh();
  }

  function toggleKind(kind: NotificationKind, on: boolean) {
    const next = on ? muted.filter((k) => k !== kind) : [...muted, kind];
    setMuted(next);
    void save({ mutedEmailKinds: next });
  }

  return (
    <div className="grid gap-2 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={emails}
          onChange={(e) => {
            setEmails(e.target.checked);
            void save({ notifyByEmail: e.target.checked });
          }}
        />
        {masterLabel}
      </label>
      <label className="flex items-center gap-2 pl-6">
        <input
          type="checkbox"
          checked={emails && digest}
          disabled={!emails}
          onChange={(e) => {
            setDigest(e.target.checked);
            void save({ dailyDigest: e.target.checked });
          }}
        />
        Send them as one summary e-mail a day (from 7 am), not one e-mail each
      </label>
      <fieldset className="grid gap-1 pl-6" disabled={!emails}>
        <legend className="text-muted-foreground">E-mail me about</legend>
        {notificationKindsFor(role).map((kind) => (
          <label key={kind} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={emails && !muted.includes(kind)}
              onChange={(e) => toggleKind(kind, e.target.checked)}
            />
            {NOTIFICATION_KINDS[kind]}
          </label>
        ))}
      </fieldset>
      <p className="text-xs text-muted-foreground">In-app notifications (the bell) always arrive.</p>
    </div>
  );
}
