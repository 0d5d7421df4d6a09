/**
 * A lender panel from a file, for `npm run admin:create -- --lenders FILE` (ADR 049): JSON (an array
 * of lenders, or `{ "lenders": [...] }`) or CSV with a header row, list cells split by `|`, an empty
 * cell meaning "the default". Each lender is checked with the admin screen's rules (schema.ts) plus
 * its operational settings; every row must pass before anything is written. Pure.
 */
import { z } from "@/lib/validation/client";
import { lenderInputSchema, lenderUpdateSchema, type LenderInput } from "./schema";

const operations = lenderUpdateSchema
  .pick({
    active: true,
    driver: true,
    submissionEmail: true,
    commissionRateBps: true,
    trailRateBps: true,
    trailBasis: true,
    commissionPaidOn: true,
  })
  .refine((l) => l.driver !== "email" || !!l.submissionEmail, {
    message: "An e-mail lender needs a submission e-mail address",
    path: ["submissionEmail"],
  });

export type LenderImport = LenderInput & z.infer<typeof operations>;

/** Every field a row may have: a column or key outside this list is a typo, not something to ignore. */
const FIELDS = new Set([...Object.keys(lenderInputSchema.shape), ...Object.keys(lenderUpdateSchema.shape)]);

const LIST_FIELDS = new Set([
  "products",
  "acceptedCreditProfiles",
  "excludedIndustries",
  "excludedPurposes",
  "states",
  "entityTypes",
]);
const BOOLEAN_FIELDS = new Set(["active"]);

/** RFC 4180 CSV: quoted cells may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  const endRow = () => {
    endCell();
    if (row.some((c) => c !== "")) rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') cell += text[++i];
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") endCell();
    else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else cell += ch;
  }
  endRow();
  return rows;
}

function csvRecords(text: string): Record<string, unknown>[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ""));
  if (!header) return [];
  return rows.map((cells) => {
    const record: Record<string, unknown> = {};
    header.forEach((name, i) => {
      const key = name.trim();
      const value = (cells[i] ?? "").trim();
      if (value === "") return;
      if (LIST_FIELDS.has(key)) record[key] = value.split("|").map((v) => v.trim());
      else if (BOOLEAN_FIELDS.has(key)) record[key] = /^(true|yes|1)$/i.test(value);
      else record[key] = value;
    });
    return record;
  });
}

/** The lenders in a file's text, checked; throws with every problem (row and field) if any row fails. */
export function parseLenderFile(text: string, fileName: string): LenderImport[] {
  let records: unknown[];
  if (/\.json$/i.test(fileName)) {
    const parsed = JSON.parse(text) as unknown;
    const list = Array.isArray(parsed) ? parsed : (parsed as { lenders?: unknown })?.lenders;
    if (!Array.isArray(list)) throw new Error(`${fileName}: expected an array of lenders, or { "lenders": [...] }.`);
    records = list;
  } else if (/\.csv$/i.test(fileName)) records = csvRecords(text);
  else throw new Error(`${fileName}: a lender panel file is .json or .csv.`);
  if (!records.length) throw new Error(`${fileName} holds no lenders.`);

  const problems: string[] = [];
  const csv = /\.csv$/i.test(fileName);
  const lenders = records.map((record, i) => {
    const where = csv ? `${fileName} line ${i + 2}` : `${fileName} lender ${i + 1}`; // CSV: line 1 is the header
    const unknown = Object.keys(record && typeof record === "object" ? record : {}).filter((k) => !FIELDS.has(k));
    if (unknown.length) problems.push(`${where}: unknown field ${unknown.join(", ")}`);
    const input = lenderInputSchema.safeParse(record);
    const ops = operations.safeParse(record);
    for (const issue of [...(input.error?.issues ?? []), ...(ops.error?.issues ?? [])])
      problems.push(`${where}: ${issue.path.join(".") || "row"}: ${issue.message}`);
    return input.success && ops.success ? { ...input.data, ...ops.data } : undefined;
  });
  const slugs = lenders.map((l) => l?.slug);
  slugs.forEach((slug, i) => {
    if (slug && slugs.indexOf(slug) !== i) problems.push(`${fileName}: slug ${slug} appears twice.`);
  });
  if (problems.length) throw new Error(problems.join("\n"));
  return lenders as LenderImport[];
}
