import "server-only";
import { AppError } from "@/lib/http/client";
import { queueMail } from "@/lib/mail";
import { lenderPackage } from "./package";
import type { LenderAdapter } from "./types";

/**
 * The e-mail lender, for lenders without an API: the package (the application PDF and the approved
 * documents as attachments) goes to the lender's submission address through the outbox, written in
 * the transaction that records the step (so a retried step never sends it twice); the lender
 * answers by e-mail and staff key the decision in, so `status` knows nothing (null). Our reference
 * is the application number until staff record the lender's own.
 */
export function emailAdapter(lender: { name: string; submissionEmail: string | null }): LenderAdapter {
  const to = () => {
    if (!lender.submissionEmail)
      throw new AppError("conflict", `${lender.name} has no submission e-mail address in the lender panel.`);
    return lender.submissionEmail;
  };
  return {
    driver: "email",
    async submit(pkg) {
      const address = to();
      const p = await lenderPackage(pkg.applicationId);
      const mail = {
        to: address,
        subject: `New application ${p.number}: ${p.businessName}`,
        text: [
          `Dear ${lender.name} credit team,`,
          "",
          `Please find attached application ${p.number} for ${p.businessName}: a PDF of the application and ${p.documents.length} approved document(s).`,
          `Reply to this e-mail quoting ${p.number} with your decision, reference and any conditions.`,
          "",
          "BizFund Australia",
        ].join("\n"),
        attachments: [
          { fileName: `${p.number}.pdf`, contentType: "application/pdf", contentBase64: p.pdf.toString("base64") },
          ...p.documents,
        ],
      };
      return { reference: p.number, record: (tx) => queueMail(tx, mail).then(() => undefined) };
    },
    async status() {
      return null;
    },
    async uploadDocument(reference, pkg, document) {
      const mail = {
        to: to(),
        subject: `Further document for ${reference}: ${pkg.businessName}`,
        text: `Please find attached ${document.fileName} for application ${pkg.applicationNumber} (your reference ${reference}).\n\nBizFund Australia`,
        attachments: [document],
      };
      return { record: (tx) => queueMail(tx, mail).then(() => undefined) };
    },
    async withdraw(reference, pkg, reason) {
      // Nothing was e-mailed yet: nothing to take back.
      if (!reference) return { acknowledgement: null };
      const mail = {
        to: to(),
        subject: `Withdrawn: application ${pkg.applicationNumber}: ${pkg.businessName}`,
        text: [
          `Dear ${lender.name} credit team,`,
          "",
          `Application ${pkg.applicationNumber} for ${pkg.businessName} (your reference ${reference}) is withdrawn: ${reason}`,
          "Please stop assessing it, make no further credit enquiry, and delete the application and its documents where the law allows you to.",
          "",
          "BizFund Australia",
        ].join("\n"),
      };
      return { acknowledgement: null, record: (tx) => queueMail(tx, mail).then(() => undefined) };
    },
  };
}
