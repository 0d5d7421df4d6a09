import { WorkspacePanel } from "@/components/workspace/workspace-header";
import type { WorkspaceSection } from "@/lib/applications/workspace-links";

export const TITLES: Record<WorkspaceSection, string> = {
  loan: "Your loan",
  overview: "Overview and timeline",
  application: "Your full application",
  documents: "Documents",
  offers: "Lenders and offers",
  contract: "Contract and guarantees",
  messages: "Messages",
  commission: "Commission",
  notes: "Notes",
  assessment: "Assessment",
  audit: "Audit",
};

/** A section of the workspace: its anchor is the section's name, its h2 the section's title. */
export function Section({ id, children }: { id: WorkspaceSection; children: React.ReactNode }) {
  return (
    <WorkspacePanel id={id} title={TITLES[id]}>
      {children}
    </WorkspacePanel>
  );
}
