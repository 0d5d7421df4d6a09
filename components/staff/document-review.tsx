"use client";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/money/format";

interface Doc {
  id: string;
  fileName: string;
  documentType: string;
  status: string;
  createdAt: string;
}

/** The application's documents for staff: download, approve or reject. */
export function DocumentReview({ applicationId }: { applicationId: string }) {
  const [docs, setDocs] = useState<Doc[] | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    fetch(`/api/applications/${applicationId}`, { credentials: "include" })
      .then((r) => (r.ok ? (r.json() as Promise<{ documents: Doc[] }>) : { documents: [] }))
      .then((d) => live && setDocs(d.documents));
    return () => {
      live = false;
    };
  }, [applicationId, tick]);
  async function review(doc: Doc, status: "approved" | "rejected") {
    const res = await fetch(`/api/documents/${doc.id}`, {
      method: "PATCH",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status }),
    });
    if (!res.ok) return void toast.error("Error", { description: "Could not update the document." });
    toast.success("Document updated", { description: `${doc.fileName} is ${status}.` });
    setTick((t) => t + 1);
  }
  if (docs === null) return <p className="text-sm text-muted-foreground">Loading documents...</p>;
  if (docs.length === 0) return <p className="text-sm text-muted-foreground">No documents uploaded yet.</p>;
  return (
    <ul className="grid gap-2 text-sm">
      {docs.map((d) => (
        <li
          key={d.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2"
        >
          <span>
            <a className="underline" href={`/api/documents/${d.id}`}>
              {d.fileName}
            </a>{" "}
            · {d.documentType} · {formatDate(d.createdAt)}{" "}
            <Badge variant={d.status === "approved" ? "success" : d.status === "rejected" ? "destructive" : "warning"}>
              {d.status}
            </Badge>
          </span>
          <span className="flex gap-1">
            <Button
              size="sm"
              variant="outline"
              onClick={() => void review(d, "approved")}
              aria-label={`Approve ${d.fileName}`}
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void review(d, "rejected")}
              aria-label={`Reject ${d.fileName}`}
            >
              Reject
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
