import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { textPdf, type PdfLine } from "@/lib/documents/pdf";
import { AppError } from "@/lib/http/errors";
import { formatDateTime } from "@/lib/money/format";
import { applicationFor } from "./records";
import { consentText, ENQUIRY_WORDS, type CreditEnquiryKind } from "./text";
import { packageContents } from "./view";

/**
 * The consent receipt (issue 34 item 1): every decision the owner made about one lender, each with
 * the person (name and user id), the time, the IP, the text version and that version's exact words,
 * as a PDF (the repo's pdf-lib text layout, lib/documents/pdf.ts). For the owner and staff.
 */
export async function consentReceipt(user: SessionUser, applicationId: string, lenderId: string) {
  const app = await applicationFor(user, applicationId, "read:lender-ledger");
  const prisma = await db();
  const lender = await prisma.lender.findUnique({
    where: { id: lenderId },
    select: { name: true, creditEnquiry: true },
  });
  const rows = await prisma.lenderConsent.findMany({
    where: { applicationId, lenderId },
    orderBy: [{ at: "asc" }, { id: "asc" }],
  });
  if (!lender || !rows.length) throw new AppError("not_found", "No consent has been recorded for this lender.");
  const enquiry = lender.creditEnquiry as CreditEnquiryKind;
  const lines: PdfLine[] = [
    { text: "BizFund Australia - Consent receipt", bold: true },
    `Application ${app.number}: ${app.businessName}`,
    `Lender: ${lender.name}`,
    `Credit check: ${ENQUIRY_WORDS[enquiry]}.`,
    "",
  ];
  for (const [i, r] of rows.entries()) {
    const words = consentText(r.textVersion, {
      personName: r.personName,
      businessName: app.businessName,
      applicationNumber: app.number,
      lenderName: lender.name,
      enquiry,
      documents: await packageContents(applicationId, r.at),
    });
    lines.push(
      {
        text: `${i + 1}. ${r.decision === "approved" ? "Approved" : "Removed"} on ${formatDateTime(r.at)}`,
        bold: true,
      },
      { text: `Person: ${r.personName} (user ${r.userId})`, bullet: true },
      { text: `Time (UTC): ${r.at.toISOString()}`, bullet: true },
      { text: `IP address: ${r.ip ?? "not recorded"}`, bullet: true },
      { text: `Consent text version: ${r.textVersion}`, bullet: true },
      { text: `Record: ${r.id}`, bullet: true },
      r.decision === "approved"
        ? (words ?? "Unknown text version.")
        : "Consent withdrawn: the lender may not receive the application.",
      "",
    );
  }
  const pdf = await textPdf(lines, { title: `Consent receipt ${app.number} ${lender.name}` });
  const slug = lender.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return { pdf, fileName: `consent-${app.number}-${slug}.pdf` };
}
