"use client";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ACCEPTED_EXTENSIONS, checkFile } from "@/lib/documents/rules";
import { DropZone } from "./drop-zone";
import { uploadAnnounced } from "./upload-request";

/**
 * The drop zone of one checklist item: drag files onto it, or use its labelled file input (keyboard:
 * Tab to "Upload", Enter). Each file goes to the item; the page then refreshes its data.
 */
export function ChecklistItemUpload({
  applicationId,
  item,
  onUploaded,
}: {
  applicationId: string;
  item: { id: string; label: string };
  onUploaded: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const inputId = `checklist-file-${item.id}`;

  async function send(files: FileList | null) {
    if (!files?.length) return;
    setBusy(true);
    try {
      for (const file of Array.from(files)) {
        const problem = checkFile(file);
        if (problem) {
          toast.error("Invalid file", { description: `${file.name}: ${problem}` });
          continue;
        }
        if (await uploadAnnounced(file, { applicationId, checklistItemId: item.id })) onUploaded();
      }
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <DropZone
      onFiles={(files) => void send(files)}
      className="flex flex-wrap items-center gap-2 rounded-md p-2 text-sm"
    >
      <label htmlFor={inputId} className="sr-only">
        Upload a file for {item.label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={ACCEPTED_EXTENSIONS.join(",")}
        className="sr-only"
        disabled={busy}
        onChange={(e) => void send(e.target.files)}
      />
      <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? "Uploading..." : "Upload"}
      </Button>
      <span className="text-muted-foreground">or drop files here</span>
    </DropZone>
  );
}
