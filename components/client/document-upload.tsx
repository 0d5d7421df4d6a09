"use client";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { UploadCloud } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { DropZone } from "@/components/documents/drop-zone";
import { uploadAnnounced } from "@/components/documents/upload-request";
import { ACCEPTED_EXTENSIONS, checkFile } from "@/lib/documents/rules";

interface Item {
  id: string;
  name: string;
  progress: number;
  state: "uploading" | "completed" | "error";
}

/**
 * The upload area (spec §4 upload item states, §5 rules, §8 toasts): several files at once, drag and
 * drop, per-file progress (+10 every 100 ms up to 90, then 100), finished items cleared after 3 s.
 */
export function DocumentUpload({
  applicationId,
  onUploaded,
}: {
  applicationId: string | null;
  onUploaded: () => void;
}) {
  const [items, setItems] = useState<Item[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const update = (id: string, patch: Partial<Item>) =>
    setItems((xs) => xs.map((x) => (x.id === id ? { ...x, ...patch } : x)));

  async function uploadOne(file: File) {
    const id = `${file.name}-${Date.now()}-${Math.random()}`;
    setItems((xs) => [...xs, { id, name: file.name, progress: 0, state: "uploading" }]);
    const timer = setInterval(
      () =>
        setItems((xs) =>
          xs.map((x) =>
            x.id === id && x.state === "uploading" ? { ...x, progress: Math.min(90, x.progress + 10) } : x,
          ),
        ),
      100,
    );
    try {
      const stored = await uploadAnnounced(file, { applicationId: applicationId ?? "" });
      update(id, stored ? { progress: 100, state: "completed" } : { state: "error" });
      if (stored) onUploaded();
    } finally {
      clearInterval(timer);
      setTimeout(() => setItems((xs) => xs.filter((x) => x.id !== id)), 3000);
    }
  }

  function accept(files: FileList | null) {
    if (!files) return;
    for (const file of Array.from(files)) {
      const problem = checkFile(file);
      if (problem) {
        toast.error("Invalid file", { description: `${file.name}: ${problem}` });
        continue;
      }
      void uploadOne(file);
    }
    if (input.current) input.current.value = "";
  }

  return (
    <div className="grid gap-3">
      <DropZone onFiles={accept} className="grid place-items-center gap-2 rounded-lg p-8 text-center">
        <UploadCloud className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-medium">Drag and drop files here</p>
        <p className="text-sm text-muted-foreground">Accepted: {ACCEPTED_EXTENSIONS.join(", ")} · up to 10MB each</p>
        <label htmlFor="document-files" className="sr-only">
          Choose files to upload
        </label>
        <input
          ref={input}
          id="document-files"
          type="file"
          multiple
          accept={ACCEPTED_EXTENSIONS.join(",")}
          className="sr-only"
          onChange={(e) => accept(e.target.files)}
          disabled={!applicationId}
        />
        <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={!applicationId}>
          Choose Files
        </Button>
      </DropZone>
      {items.length > 0 ? (
        <ul className="grid gap-2" aria-label="Uploads">
          {items.map((it) => (
            <li key={it.id} className="grid gap-1 rounded-md border border-border p-2 text-sm">
              <div className="flex items-center justify-between">
                <span>{it.name}</span>
                {it.state === "completed" ? (
                  <Badge variant="success">Completed</Badge>
                ) : it.state === "error" ? (
                  <Badge variant="destructive">Error</Badge>
                ) : (
                  <Badge variant="info">Uploading</Badge>
                )}
              </div>
              <Progress value={it.progress} aria-label={`Upload progress for ${it.name}`} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
