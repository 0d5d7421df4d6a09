/**
 * The ABA (Cemtex) direct-entry file Australian banks take for bulk payments (issue 35 item 2,
 * ADR 059): a type 0 descriptive record, one type 1 detail record per credit, a type 7 file total
 * record; every record exactly 120 characters, lines ended by CRLF. Numbers are right-justified and
 * zero-filled, text left-justified and blank-filled, BSBs written "XXX-XXX". Pure.
 */

export interface AbaOriginator {
  /** The financial institution's 3-letter abbreviation (CBA, WBC, NAB, ANZ…). */
  bank: string;
  /** The user's name as the bank registered it (26 characters). */
  userName: string;
  /** The APCA / direct-entry user identification number (6 digits). */
  apcaId: string;
  /** The description on the header, e.g. "COMMISSIONS" (12 characters). */
  description: string;
  /** The account the credits come from: its BSB, number, and the remitter's name (16 characters). */
  traceBsb: string;
  traceAccount: string;
  remitter: string;
}

export interface AbaCredit {
  bsb: string;
  accountNumber: string;
  accountName: string;
  amountCents: number;
  /** Lodgement reference the payee sees on their statement (18 characters), e.g. the run's PR-0007. */
  reference: string;
}

export const ABA_RECORD_LENGTH = 120;
/** Transaction code 50: a credit, "externally initiated credit items with or without NOTATION". */
const CREDIT = "50";

/** The BECS character set: anything else becomes a space (never a wider character). */
const becs = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 &'()*+,\-./:;=?@^_`{|}~"!#$%<>[\]\\]/g, " ");

const left = (s: string, width: number) => becs(s).slice(0, width).padEnd(width, " ");
const right = (s: string, width: number) => becs(s).slice(-width).padStart(width, " ");
const blank = (width: number) => " ".repeat(width);
function zeros(n: number, width: number) {
  if (!Number.isSafeInteger(n) || n < 0 || String(n).length > width)
    throw new RangeError(`${n} does not fit ${width} digits`);
  return String(n).padStart(width, "0");
}
function bsb(value: string) {
  if (!/^\d{3}-\d{3}$/.test(value)) throw new RangeError(`BSB "${value}" is not XXX-XXX`);
  return value;
}
function account(value: string) {
  if (!/^[0-9-]{1,9}$/.test(value)) throw new RangeError(`Account number "${value}" is not up to 9 digits`);
  return right(value, 9);
}
/** DDMMYY from a calendar day "YYYY-MM-DD". */
function ddmmyy(day: string) {
  const m = /^(\d{2})(\d{2})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new RangeError(`Processing date "${day}" is not YYYY-MM-DD`);
  return `${m[4]}${m[3]}${m[2]}`;
}

export function descriptiveRecord(o: AbaOriginator, processingDay: string): string {
  if (!/^\d{6}$/.test(o.apcaId)) throw new RangeError("The APCA user id is 6 digits");
  return (
    "0" + // 1: record type
    blank(17) + // 2-18
    "01" + // 19-20: reel sequence number
    left(o.bank, 3) + // 21-23: financial institution
    blank(7) + // 24-30
    left(o.userName, 26) + // 31-56: user preferred specification
    o.apcaId + // 57-62: user identification number
    left(o.description, 12) + // 63-74: description of entries
    ddmmyy(processingDay) + // 75-80: date to be processed
    blank(40) // 81-120
  );
}

export function detailRecord(o: AbaOriginator, c: AbaCredit): string {
  if (!Number.isSafeInteger(c.amountCents) || c.amountCents <= 0)
    throw new RangeError("A credit is a positive whole number of cents");
  return (
    "1" + // 1: record type
    bsb(c.bsb) + // 2-8: BSB
    account(c.accountNumber) + // 9-17: account number, right-justified, blank-filled
    " " + // 18: indicator
    CREDIT + // 19-20: transaction code
    zeros(c.amountCents, 10) + // 21-30: amount in cents
    left(c.accountName, 32) + // 31-62: title of account
    left(c.reference, 18) + // 63-80: lodgement reference
    bsb(o.traceBsb) + // 81-87: trace record BSB
    account(o.traceAccount) + // 88-96: trace account number
    left(o.remitter, 16) + // 97-112: name of remitter
    zeros(0, 8) // 113-120: withholding tax
  );
}

export function fileTotalRecord(credits: readonly AbaCredit[]): string {
  const total = credits.reduce((s, c) => s + c.amountCents, 0);
  return (
    "7" + // 1: record type
    "999-999" + // 2-8: BSB format filler
    blank(12) + // 9-20
    zeros(total, 10) + // 21-30: file (user) net total amount
    zeros(total, 10) + // 31-40: file (user) credit total amount
    zeros(0, 10) + // 41-50: file (user) debit total amount
    blank(24) + // 51-74
    zeros(credits.length, 6) + // 75-80: file (user) count of records type 1
    blank(40) // 81-120
  );
}

/** The whole file: header, one detail record per credit, the total; each 120 characters, CRLF-ended. */
export function abaFile(o: AbaOriginator, processingDay: string, credits: readonly AbaCredit[]): string {
  if (credits.length === 0) throw new RangeError("An ABA file needs at least one credit");
  const records = [
    descriptiveRecord(o, processingDay),
    ...credits.map((c) => detailRecord(o, c)),
    fileTotalRecord(credits),
  ];
  for (const r of records) if (r.length !== ABA_RECORD_LENGTH) throw new Error(`ABA record is ${r.length} characters`);
  return records.map((r) => `${r}\r\n`).join("");
}
