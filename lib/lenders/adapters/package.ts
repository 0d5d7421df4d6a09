import "server-only";
import {
  creditProfileLabel,
  industryLabel,
  purposeLabel,
  timeInBusinessLabel,
  valuesFromStored,
} from "@/lib/applications/client";
import { loadStoredFile } from "@/lib/applications";
import { db } from "@/lib/db";
import { textPdf, type PdfLine } from "@/lib/documents";
import { formatAud, formatDate } from "@/lib/money/client";
import type { LenderDocument } from "./types";

const address = (a: { street: string; suburb: string; state: string; postcode: string }) =>
  [a.street, a.suburb, a.state, a.postcode].filter(Boolean).join(", ") || "Not given";
const yesNo = (v: string) => (v === "yes" ? "Yes" : v === "no" ? "No" : "Not given");

/**
 * What goes to a lender with a submission (issue 16 item 1): a PDF of the application (the summary
 * the client applied with and the full application; identity numbers stay masked, the lender asks
 * for them through us) and the approved documents, by their storage keys.
 */
export async function lenderPackage(applicationId: string) {
  const prisma = await db();
  const app = await prisma.application.findUniqueOrThrow({
    where: { id: applicationId },
    include: {
      documents: { where: { status: "approved" }, orderBy: { createdAt: "asc" } },
    },
  });
  const v = valuesFromStored(await loadStoredFile(prisma, applicationId));
  const lines: PdfLine[] = [
    { text: `BizFund Australia - Application ${app.number}`, bold: true },
    `Prepared ${formatDate(new Date())} for lender assessment.`,
    "",
    { text: "Summary", bold: true },
    `Business: ${app.businessName}${app.abn ? ` (ABN ${app.abn})` : ""}`,
    `Industry: ${app.industry ? industryLabel(app.industry) : "Not given"}`,
    `Loan amount: ${formatAud(app.loanAmount)} over ${app.termMonths} months`,
    `Purpose: ${purposeLabel(app.purpose)}`,
    `Monthly turnover: ${formatAud(app.monthlyTurnover)}`,
    `Time in business: ${timeInBusinessLabel(app.timeInBusiness)}`,
    `Credit profile (self-assessed): ${creditProfileLabel(app.creditProfile)}`,
    `Contact: ${app.contactFirstName} ${app.contactLastName}, ${app.contactEmail}, ${app.contactPhone}`,
    "",
    { text: "Business details", bold: true },
    `Entity type: ${v.business.entityType || "Not given"}${v.business.acn ? `, ACN ${v.business.acn}` : ""}`,
    `Trading address: ${address(v.business.tradingAddress)}`,
    `GST registered: ${yesNo(v.business.gstRegistered)}`,
    `Years at address: ${v.business.yearsAtAddress || "Not given"}`,
    ...(v.business.website ? [`Website: ${v.business.website}`] : []),
    "",
    { text: "Directors and guarantors", bold: true },
    ...v.directors.map((d): PdfLine => ({
      text: `${d.fullName}: ${d.ownershipPercent || "0"}% ownership${d.guarantor ? ", guarantor" : ""}; ${address(d.address)}`,
      bullet: true,
    })),
    ...(v.directors.length ? [] : ["None given."]),
    "",
    { text: "Existing debts", bold: true },
    ...v.debts.map((d): PdfLine => ({
      text: `${d.lender} (${d.facilityType}): balance ${formatAud(Number(d.balance))}, $${d.monthlyRepayment} a month${d.refinance ? ", to be refinanced" : ""}`,
      bullet: true,
    })),
    ...(v.debts.length ? [] : ["None."]),
    "",
    { text: "Use of funds", bold: true },
    v.purpose.detail || "Not given",
    v.purpose.useOfFunds || "",
    "",
    { text: "Approved documents (attached)", bold: true },
    ...app.documents.map((d): PdfLine => ({ text: `${d.fileName} (${d.documentType})`, bullet: true })),
    ...(app.documents.length ? [] : ["None."]),
  ];
  const pdf = await textPdf(lines, { title: `Application ${app.number}` });
  const documents: LenderDocument[] = app.documents.map((d) => ({
    fileName: d.fileName,
    contentType: d.contentType,
    storageDriver: d.storageDriver,
    storageKey: d.storageKey,
  }));
  return { number: app.number, businessName: app.businessName, pdf, documents };
}
