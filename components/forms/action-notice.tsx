import type { Notice } from "./use-action-form";

/**
 * A form's notice where no toast can show (the page was posted without JavaScript): the toast's
 * words, announced (status for a success, alert for a refusal).
 */
export function ActionNotice({ notice, className }: { notice: Notice | null; className?: string }) {
  if (!notice) return null;
  const success = notice.kind === "success";
  return (
    <div
      role={success ? "status" : "alert"}
      className={`rounded-md border p-3 text-sm ${success ? "border-success text-success" : "border-destructive text-destructive"} ${className ?? ""}`}
    >
      <p className="font-semibold">{notice.title}</p>
      {notice.description ? <p>{notice.description}</p> : null}
    </div>
  );
}
