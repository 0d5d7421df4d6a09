/**
 * Where a client's notification about a status lands in their workspace (issue #36 item 1): the
 * section where the new status asks something of them or shows its result. Pure.
 */
import type { ApplicationStatus } from "@/lib/db/client";
import type { WorkspaceSection } from "./workspace-links";

const SECTION: Partial<Record<ApplicationStatus, WorkspaceSection>> = {
  lender_matching: "offers",
  offers_presentation: "offers",
  approved: "contract",
  settled: "loan",
};

export function clientSectionFor(status: ApplicationStatus): WorkspaceSection {
  return SECTION[status] ?? "overview";
}
