"use client";
import { useRouter } from "next/navigation";
import { ChecklistList } from "@/components/documents/checklist-list";
import type { ChecklistView } from "@/lib/documents/checklist-store";

/** The document checklist in the partner's workspace: an upload reloads the page's data from the server. */
export function WorkspaceChecklist({ checklist }: { checklist: ChecklistView }) {
  const router = useRouter();
  return <ChecklistList checklist={checklist} onChanged={() => router.refresh()} />;
}
