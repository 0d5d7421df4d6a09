import { notFound } from "next/navigation";
import { StaffWorkspace } from "@/components/staff/workspace/staff-workspace";
import { staffAssessment } from "@/lib/checks";
import { checklistView, documentsListView } from "@/lib/documents";
import { loadNextStepFacts, nextStep, applicationAuditTrail, staffWorkspaceApplication } from "@/lib/applications";
import { workspaceHref } from "@/lib/applications/client";
import { can } from "@/lib/auth/client";
import { isAppError } from "@/lib/http/client";
import { settlementView } from "@/lib/settlement";
import { submissionReadiness } from "@/lib/submissions";
import { portalPage } from "../../../portal-page";

export const metadata = { title: "Application · Staff Portal", robots: { index: false } };
export const dynamic = "force-dynamic";

const orNotFound = <T,>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (isAppError(error) && error.code === "not_found") return null;
    throw error;
  });

/**
 * The staff deal workspace (issue #36 item 1, ADR 081): one application at its own address, for staff
 * and admin. The page checks the permission itself (portalPage, then read:application on any file) and
 * answers not found for an id that is no application; everything the old side sheet showed is here.
 */
export default portalPage(
  {
    segment: "staff",
    path: (route) => workspaceHref("staff", route.id ?? ""),
    action: "read:staff-dashboard",
  },
  async (user, _query, route) => {
    const id = route.id ?? "";
    const app = await orNotFound(staffWorkspaceApplication(user, id));
    if (!app) notFound();
    // An approved file's settlement form is rendered with the page, so it posts without JavaScript (ADR 055).
    const settles = app.canonicalStatus === "approved" && can(user, "record:settlement");
    const [checklist, documents, readiness, audit, assessment, facts, settlement] = await Promise.all([
      checklistView(user, id),
      documentsListView(user, id),
      submissionReadiness(user, id),
      applicationAuditTrail(user, id),
      orNotFound(staffAssessment(user, id)),
      loadNextStepFacts([id]),
      settles ? settlementView(user, id) : null,
    ]);
    const stepFacts = facts.get(id);
    return (
      <StaffWorkspace
        app={app}
        viewer={{ id: user.id, role: user.role }}
        next={stepFacts ? nextStep(stepFacts, "staff") : null}
        checklist={checklist}
        documents={documents}
        readiness={readiness}
        audit={audit}
        assessment={assessment}
        settlement={settlement}
      />
    );
  },
);
