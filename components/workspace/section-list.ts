import type { WorkspaceSection } from "@/lib/applications/workspace-links";

/** The sections' titles in the partner's and staff workspaces (the client's are in the owner's words: client/workspace/section.tsx). */
const TITLES = {
  overview: "Overview and timeline",
  application: "Full application",
  documents: "Documents",
  offers: "Lenders and offers",
  messages: "Messages",
  commission: "Commission",
  notes: "Internal notes",
  assessment: "Risk and assessment",
  audit: "Audit",
} satisfies Partial<Record<WorkspaceSection, string>>;

/** A workspace's sections in page order, each with its title: the menu's links and the sections' h2s. */
export const sectionList = (ids: readonly (keyof typeof TITLES)[]) => ids.map((id) => ({ id, title: TITLES[id] }));
