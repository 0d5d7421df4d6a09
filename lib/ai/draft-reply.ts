import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { clientStatusLabel } from "@/lib/applications/client";
import { PROMISES } from "@/lib/marketing/client";

/** Something that can draft a staff reply. The built-in template needs no external model. */
export interface ReplyDrafter {
  draft(context: ReplyContext): Promise<string>;
}

export interface ReplyContext {
  firstName: string | null;
  applicationNumber: string;
  businessName: string;
  status: string;
  documents: { fileName: string; status: string }[];
  lastClientMessage: string | null;
  eligibleLenders: number;
}

const NEXT_STEPS: Record<string, string> = {
  draft: "Once you submit the application we will start our review.",
  submitted: PROMISES.statusGuide.submitted,
  under_review: `We are reviewing your application now; ${PROMISES.statusGuide.under_review}`,
  lender_matching: `We are matching your application with lenders on our panel. ${PROMISES.statusGuide.lender_matching}`,
  offers_presentation:
    "Your offers are ready: open the Applications tab to compare them, and reply here with any questions.",
  approved: "Your application is approved. We will send the loan documents for signing next.",
  settled: "Your funds have settled. Let us know if there is anything else we can help with.",
  declined: "Unfortunately this application was declined. We are happy to talk through other options.",
  withdrawn: "This application was withdrawn. You can start a new application at any time.",
};

export const templateDrafter: ReplyDrafter = {
  async draft(c) {
    const lines = [
      `Hi ${c.firstName ?? "there"},`,
      "",
      `Thanks for your message about application ${c.applicationNumber} for ${c.businessName}. Its current status is ${clientStatusLabel(c.status)}.`,
    ];
    const pending = c.documents.filter((d) => d.status === "pending");
    const rejected = c.documents.filter((d) => d.status === "rejected");
    if (c.documents.length === 0)
      lines.push(
        "",
        `To keep things moving, please upload your last ${PROMISES.bankStatementMonths} months of bank statements, your business registration documents, director identification, and a recent BAS or financial statements in the Documents tab.`,
      );
    if (rejected.length)
      lines.push(
        "",
        `We could not accept ${rejected.map((d) => d.fileName).join(", ")}; please upload a clearer or more recent copy.`,
      );
    if (pending.length)
      lines.push(
        "",
        `We have received ${pending.length} document${pending.length === 1 ? "" : "s"} and are checking ${pending.length === 1 ? "it" : "them"} now.`,
      );
    if (c.status === "lender_matching" && c.eligibleLenders > 0)
      lines.push("", `${c.eligibleLenders} lenders on our panel match your profile so far.`);
    lines.push("", NEXT_STEPS[c.status] ?? "We will be in touch shortly.", "", "Kind regards,", "The BizFund team");
    return lines.join("\n");
  },
};

let drafter: ReplyDrafter = templateDrafter;
/** Plug in another drafter (e.g. an external model) at start-up. */
export function setReplyDrafter(d: ReplyDrafter) {
  drafter = d;
}

/** Drafts a reply for staff to edit and send; nothing is sent or stored. */
export async function draftReply(applicationId: string): Promise<string> {
  const prisma = await db();
  const app = await prisma.application.findUnique({
    where: { id: applicationId },
    include: {
      client: { select: { firstName: true } },
      documents: { select: { fileName: true, status: true } },
      messages: { where: { senderRole: "client" }, orderBy: { createdAt: "desc" }, take: 1, select: { content: true } },
      _count: { select: { matches: { where: { eligible: true } } } },
    },
  });
  if (!app) throw new AppError("not_found", "Application not found.");
  return drafter.draft({
    firstName: app.client.firstName,
    applicationNumber: app.number,
    businessName: app.businessName,
    status: app.status,
    documents: app.documents,
    lastClientMessage: app.messages[0]?.content ?? null,
    eligibleLenders: app._count.matches,
  });
}
