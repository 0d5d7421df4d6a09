/** The staff upload of a lender-issued contract (ADR 067). Pure. */
import { recordId } from "@/lib/validation/text";
import { z } from "@/lib/validation/zod";

const CHOOSE = "Choose the lender's contract (a PDF).";

/** What the action parses: the contract and the file itself (its bytes are checked by attachLenderContract). */
export const lenderContractUploadSchema = z.object({
  contractId: recordId(),
  file: z.custom<File>((v) => typeof File !== "undefined" && v instanceof File && v.size > 0, CHOOSE),
});

/** The browser's own check: a file is chosen (react-hook-form reads a file input as a FileList). */
export const lenderContractBrowserSchema = z.object({
  contractId: recordId(),
  file: z.custom<FileList>((v) => typeof FileList !== "undefined" && v instanceof FileList && v.length === 1, CHOOSE),
});
