import "server-only";
import type { ApplicationStatus, WorkspaceSection } from "@/lib/applications/client";
import { requirePermission } from "@/lib/auth/client";
import type { SessionUser } from "@/lib/auth";
import { currentConsents } from "@/lib/consent/records";
import { db } from "@/lib/db";
import { readinessParts } from "@/lib/documents";
import { AppError } from "@/lib/http/client";
import { CREDIT_GUIDE_VERSION } from "@/lib/marketing/client";

/** Submissions start while the file is with us or out to lenders; never after an offer is accepted. */
export const SUBMITTABLE: readonly ApplicationStatus[] = [
  "submitted",
  "under_review",
  "lender_matching",
  "offers_presentation",
];

/**
 * One line of the readiness list beside Submit (issue #36 item 5). `enforced` lines are the
 * submission gate's own checks (createSubmissions refuses with 409 while one is not `ok`); the others
 * are on file for staff to see and do not stop a submission.
 */
export interface ReadinessLine {
  key: "status" | "documents" | "full-application" | "needs-objectives" | "consent" | "credit-guide" | "checks";
  label: string;
  ok: boolean;
  /** What is missing, or what is on file when ok. */
  detail: string;
  section: WorkspaceSection;
  enforced: boolean;
}

export interface SubmissionReadiness {
  /** Every enforced line is ok: createSubmissions accepts lenders the owner approved. */
  ready: boolean;
  lines: ReadinessLine[];
  /** Lenders the owner approved (the only ones a submission may name), by id and name. */
  approvedLenders: { id: string; name: string }[];
}

/**
 * What must be true before staff submit the file to lenders, read from the same sources the gate in
 * ./create.ts refuses with: the status, the checklist and full-application gaps (readinessParts), the
 * needs-and-objectives record, and the owner's latest consent per lender.
 */
export async function submissionReadiness(user: SessionUser, applicationId: string): Promise<SubmissionReadiness> {
  requirePermission(user, "submit:lender");
  const prisma = await db();
  const app = await prisma.application.findUnique({
    where: { id: applicationId },
    select: { id: true, status: true, clientId: true },
  });
  if (!app) throw new AppError("not_found", "Application not found.");
  const [parts, needs, consents, guide, checks] = await Promise.all([
    readinessParts(applicationId),
    prisma.needsObjectives.findUnique({ where: { applicationId }, select: { id: true } }),
    currentConsents(prisma, applicationId),
    prisma.creditGuideAcknowledgement.findUnique({
      where: { userId_version: { userId: app.clientId, version: CREDIT_GUIDE_VERSION } },
      select: { acknowledgedAt: true },
    }),
    prisma.evidenceCheck.groupBy({ by: ["status"], where: { applicationId }, _count: { _all: true } }),
  ]);
  const approvedIds = [...consents.values()].filter((c) => c.decision === "approved").map((c) => c.lenderId);
  const approvedLenders = approvedIds.length
    ? (
        await prisma.lender.findMany({
          where: { id: { in: approvedIds } },
          select: { id: true, name: true },
          orderBy: { name: "asc" },
        })
      ).map((l) => ({ id: l.id, name: l.name }))
    : [];
  const count = (status: string) => checks.find((c) => c.status === status)?._count._all ?? 0;
  const pending = count("pending");
  const failed = count("failed");
  const completed = count("completed");
  const submittable = SUBMITTABLE.includes(app.status);

  const lines: ReadinessLine[] = [
    {
      key: "status",
      label: "Open for submission",
      ok: submittable,
      detail: submittable
        ? "The file is with us or out to lenders."
        : "This application can no longer be submitted to lenders.",
      section: "overview",
      enforced: true,
    },
    {
      key: "full-application",
      label: "Full application complete",
      ok: parts.fullApplication.length === 0,
      detail: parts.fullApplication.length
        ? `Missing: ${parts.fullApplication.join("; ")}.`
        : "Every section answered.",
      section: "application",
      enforced: true,
    },
    {
      key: "needs-objectives",
      label: "Needs and objectives recorded",
      ok: !!needs,
      detail: needs ? "Recorded." : "Not recorded yet: the client or staff complete it.",
      section: "application",
      enforced: true,
    },
    {
      key: "documents",
      label: "Required documents approved",
      ok: parts.documents.length === 0,
      detail: parts.documents.length
        ? `Not approved: ${parts.documents.join("; ")}.`
        : "Every required document approved.",
      section: "documents",
      enforced: true,
    },
    {
      key: "consent",
      label: "Owner's consent for each chosen lender",
      ok: approvedLenders.length > 0,
      detail: approvedLenders.length
        ? `Submit only to lenders the owner approved: ${approvedLenders.map((l) => l.name).join(", ")}.`
        : "The owner has not approved any lender yet: propose lenders to the client.",
      section: "offers",
      enforced: true,
    },
    {
      key: "credit-guide",
      label: "Credit guide acknowledged",
      ok: !!guide,
      detail: guide
        ? "The owner acknowledged the current credit guide."
        : "The owner has not acknowledged the current credit guide yet (asked at their next sign-in).",
      section: "overview",
      enforced: false,
    },
    {
      key: "checks",
      label: "Checks done",
      ok: completed > 0 && pending === 0 && failed === 0,
      detail:
        completed + pending + failed === 0
          ? "No checks have run yet."
          : `${completed} completed, ${pending} pending, ${failed} failed.`,
      section: "assessment",
      enforced: false,
    },
  ];
  return { ready: lines.every((l) => l.ok || !l.enforced), lines, approvedLenders };
}
