"use client";
import { useRouter } from "next/navigation";
import { ActionNotice } from "@/components/forms/action-notice";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { removeDocumentAction, type RemoveDocumentFormState } from "@/lib/documents/actions";
import type { DocumentRow } from "@/lib/documents/list-view";
import { downloadHref, previewHref } from "@/lib/documents/preview";
import { formatDate } from "@/lib/money/format";

const schema = () => import("@/lib/documents/remove-schema").then((m) => m.removeDocumentSchema);

export type DocumentsViewer = "staff" | "client" | "partner";

const sizeLabel = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * An application's documents (issue #36 item 5): type (the checklist item a file was sent for), item,
 * version and upload date, the status the checklist gives it, an inline preview of PDFs and images (a
 * disclosure, so nothing loads until asked), the download, and 'Remove file' where the viewer may
 * (staff with the reason, audited; the owner their own upload before it is approved). `viewer` decides
 * the words: the client and partner workspaces use the same list.
 */
export function DocumentsList({
  applicationId,
  rows,
  viewer,
}: {
  applicationId: string;
  rows: DocumentRow[];
  viewer: DocumentsViewer;
}) {
  if (!rows.length) return <p className="text-sm text-muted-foreground">No documents uploaded yet.</p>;
  return (
    <ul className="grid gap-3" aria-label="Documents">
      {rows.map((d) => (
        <DocumentItem key={d.id} applicationId={applicationId} doc={d} viewer={viewer} />
      ))}
    </ul>
  );
}

function DocumentItem({
  applicationId,
  doc,
  viewer,
}: {
  applicationId: string;
  doc: DocumentRow;
  viewer: DocumentsViewer;
}) {
  const dated = `${doc.fileName}, uploaded ${formatDate(doc.uploadedAt)}`;
  return (
    <li className="grid gap-2 rounded-md border border-border p-3 text-sm" aria-label={dated}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium break-all">{doc.fileName}</span>
        <span className="rounded bg-muted px-2 py-0.5 text-xs font-medium">{doc.status}</span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        <div>
          <dt className="text-xs text-muted-foreground">Type</dt>
          <dd>{doc.type}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Checklist item</dt>
          <dd>{doc.checklistItem ?? "None"}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Version</dt>
          <dd>{doc.version != null ? `Version ${doc.version}` : "—"}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Uploaded</dt>
          <dd>
            {formatDate(doc.uploadedAt)} by {doc.uploadedBy}
          </dd>
        </div>
      </dl>
      {doc.canOpen ? (
        <div className="flex flex-wrap items-center gap-3">
          <a className="underline" href={downloadHref(doc.id)} aria-label={`Download ${dated}`}>
            Download ({sizeLabel(doc.sizeBytes)})
          </a>
        </div>
      ) : null}
      {doc.canOpen && doc.preview ? (
        <details className="group">
          <summary className="cursor-pointer underline">
            Preview<span className="sr-only"> {dated}</span>
          </summary>
          <div className="mt-2">
            {doc.preview === "pdf" ? (
              <iframe
                src={previewHref(doc.id)}
                title={`Preview of ${doc.fileName}`}
                className="h-[32rem] w-full rounded border border-border"
                loading="lazy"
              />
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- an authorised download, never optimised or cached
              <img
                src={previewHref(doc.id)}
                alt={`Preview of ${doc.fileName}`}
                className="max-h-[32rem] max-w-full rounded border border-border"
                loading="lazy"
              />
            )}
          </div>
        </details>
      ) : null}
      {doc.canRemove ? (
        <RemoveDocument applicationId={applicationId} doc={doc} dated={dated} reasonRequired={viewer === "staff"} />
      ) : null}
    </li>
  );
}

function RemoveDocument({
  applicationId,
  doc,
  dated,
  reasonRequired,
}: {
  applicationId: string;
  doc: DocumentRow;
  dated: string;
  reasonRequired: boolean;
}) {
  const router = useRouter();
  const af = useActionForm({
    action: removeDocumentAction,
    schema,
    defaults: { applicationId, documentId: doc.id, reason: "" },
    say: (state: RemoveDocumentFormState) =>
      state.removed
        ? { kind: "success", title: "File removed", description: state.removed }
        : state.error
          ? { kind: "error", title: "Not removed", description: state.fields?.reason?.[0] ?? state.error }
          : null,
    onDone: () => router.refresh(),
  });
  const id = `remove-reason-${doc.id}`;
  const error = af.error("reason");
  return (
    <details open={!!af.state.error || undefined}>
      <summary className="cursor-pointer text-destructive underline">
        {reasonRequired ? "Remove file" : "Remove to replace"}
        <span className="sr-only"> {dated}</span>
      </summary>
      <form {...af.formProps} className="mt-2 grid gap-2" aria-label={`Remove ${doc.fileName}`}>
        <ActionNotice notice={af.notice} />
        <input type="hidden" name="applicationId" value={applicationId} />
        <input type="hidden" name="documentId" value={doc.id} />
        <FormField
          id={id}
          label={reasonRequired ? "Reason for removing (recorded in the audit trail)" : "Reason (optional)"}
          error={error}
          required={reasonRequired}
        >
          <Textarea
            id={id}
            defaultValue={af.typed("reason")}
            aria-invalid={!!error}
            aria-describedby={describedBy(id, { error })}
            {...af.form.register("reason")}
          />
        </FormField>
        <p className="text-xs text-muted-foreground">
          {doc.checklistItem
            ? `${doc.checklistItem} will need a file again unless another one is on it. The file is no longer sent to lenders.`
            : "The file is no longer sent to lenders."}
        </p>
        <div>
          <Button type="submit" size="sm" variant="destructive" disabled={af.pending}>
            Remove {doc.fileName}
          </Button>
        </div>
      </form>
    </details>
  );
}
