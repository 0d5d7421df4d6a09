import "server-only";
import type { SessionUser } from "@/lib/auth";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/client";
import { formatDateTime } from "@/lib/money/client";
import { BROKER_PARTY, BrandDocument, Paragraph, Parties, Section, Table, renderPdf } from "@/lib/pdf";
import { applicationFor } from "./records";
import { consentText, ENQUIRY_WORDS, type CreditEnquiryKind } from "./text";
import { packageContents } from "./view";

/**
 * The consent receipt (issue 34 item 1): every decision the owner made about one lender, each with
 * the person (name and user id), the time, the IP, the text version and that version's exact words,
 * as a PDF in the shared layout (lib/pdf, ADR 084). For the owner and staff.
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
  const decisions = [];
  for (const r of rows)
    decisions.push({
      r,
      words:
        r.decision === "approved"
          ? (consentText(r.textVersion, {
              personName: r.personName,
              businessName: app.businessName,
              applicationNumber: app.number,
              lenderName: lender.name,
              enquiry,
              documents: await packageContents(applicationId, r.at),
            }) ?? "Unknown text version.")
          : "Consent withdrawn: the lender may not receive the application.",
    });
  const pdf = await renderPdf(
    <BrandDocument
      title="Consent receipt"
      subtitle={`Application ${app.number}: ${app.businessName}. Lender: ${lender.name}. Credit check: ${ENQUIRY_WORDS[enquiry]}.`}
      reference={app.number}
    >
      <Parties
        parties={[{ role: "Business", name: app.businessName }, { role: "Lender", name: lender.name }, BROKER_PARTY]}
      />
      {decisions.map(({ r, words }, i) => (
        <Section
          key={r.id}
          title={`${i + 1}. ${r.decision === "approved" ? "Approved" : "Removed"} on ${formatDateTime(r.at)}`}
        >
          <Table
            columns={[
              { header: "Record", width: 1 },
              { header: "Value", width: 2.5 },
            ]}
            rows={[
              ["Person", `${r.personName} (user ${r.userId})`],
              ["Time (UTC)", r.at.toISOString()],
              ["IP address", r.ip ?? "not recorded"],
              ["Consent text version", r.textVersion],
              ["Record", r.id],
            ]}
          />
          <Paragraph>{words}</Paragraph>
        </Section>
      ))}
    </BrandDocument>,
  );
  const slug = lender.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return { pdf, fileName: `consent-${app.number}-${slug}.pdf` };
}
