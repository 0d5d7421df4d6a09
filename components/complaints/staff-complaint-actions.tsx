"use client";
import { useRouter } from "next/navigation";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm, type Notice } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { ChooseOptions, NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { staffComplaintAction, type ComplaintFormState } from "@/lib/complaints/actions";
import type { ComplaintStatus } from "@/lib/complaints/rules";

const schemas = () => import("@/lib/complaints/schema");
type Action = "acknowledge" | "start" | "escalate" | "resolve" | "refer";

const DONE: Record<Action, string> = {
  acknowledge: "Complaint acknowledged",
  start: "Marked as being investigated",
  escalate: "Complaint escalated",
  resolve: "Complaint resolved",
  refer: "Recorded as referred to AFCA",
};

/** One register action as its own small form on the one pattern (ADR 055): posts without JavaScript. */
function ActionForm({
  complaintId,
  action,
  label,
  children,
  variant = "outline",
}: {
  complaintId: string;
  action: Action;
  label: string;
  children?: (af: ReturnType<typeof useStaffForm>) => React.ReactNode;
  variant?: "outline" | "default";
}) {
  const af = useStaffForm(complaintId, action);
  return (
    <form {...af.formProps} aria-label={label} className="grid gap-2">
      <ActionNotice notice={af.notice} />
      <input type="hidden" {...af.form.register("complaintId")} value={complaintId} />
      <input type="hidden" {...af.form.register("action")} value={action} />
      {children?.(af)}
      <div>
        <Button type="submit" size="sm" variant={variant} disabled={af.pending}>
          {label}
        </Button>
      </div>
    </form>
  );
}

function useStaffForm(complaintId: string, action: Action) {
  const router = useRouter();
  return useActionForm({
    action: staffComplaintAction,
    schema: () => schemas().then((m) => m.staffComplaintSchema),
    defaults: { complaintId, action, adminId: "", outcome: "" },
    say: (s: ComplaintFormState): Notice | null =>
      s.sent
        ? { kind: "success", title: DONE[action] }
        : s.error
          ? { kind: "error", title: "Not saved", description: s.error }
          : null,
    onDone: () => router.refresh(),
  });
}

/** The register's actions for one complaint, as its status allows. */
export function StaffComplaintActions({
  complaint,
  admins,
}: {
  complaint: { id: string; reference: string; status: ComplaintStatus };
  admins: { id: string; name: string }[];
}) {
  const { id, status } = complaint;
  if (status === "referred_to_afca") return null;
  const open = status !== "resolved";
  return (
    <div className="grid gap-3">
      {status === "received" ? (
        <ActionForm complaintId={id} action="acknowledge" label="Acknowledge" variant="default" />
      ) : null}
      {status === "acknowledged" ? <ActionForm complaintId={id} action="start" label="Start investigating" /> : null}
      {open ? (
        <ActionForm complaintId={id} action="escalate" label="Escalate">
          {(af) => {
            const fid = `escalate-${id}`;
            const error = af.error("adminId");
            return (
              <FormField id={fid} label="Escalate to" error={error}>
                <NativeSelect
                  id={fid}
                  aria-invalid={!!error}
                  aria-describedby={describedBy(fid, { error })}
                  {...af.form.register("adminId")}
                >
                  <ChooseOptions options={admins.map((a) => ({ value: a.id, label: a.name }))} />
                </NativeSelect>
              </FormField>
            );
          }}
        </ActionForm>
      ) : null}
      {open ? (
        <ActionForm complaintId={id} action="resolve" label="Resolve">
          {(af) => {
            const fid = `outcome-${id}`;
            const error = af.error("outcome");
            return (
              <FormField id={fid} label="Outcome (sent to the complainant)" error={error}>
                <Textarea
                  id={fid}
                  rows={3}
                  aria-invalid={!!error}
                  aria-describedby={describedBy(fid, { error })}
                  defaultValue={af.typed("outcome")}
                  {...af.form.register("outcome")}
                />
              </FormField>
            );
          }}
        </ActionForm>
      ) : null}
      <ActionForm complaintId={id} action="refer" label="Record referral to AFCA" />
    </div>
  );
}
