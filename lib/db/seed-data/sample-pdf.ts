import { textPdf } from "@/lib/documents";

/** The demo documents' file: a one-page PDF from the app's one PDF writer. */
export function samplePdf(): Promise<Buffer> {
  return textPdf([{ text: "BizFund demo document", bold: true }, "", "A sample file uploaded with the demo data."], {
    title: "BizFund demo document",
  });
}
