import { buildStatement, type RawRow } from "./build";
import { fail, MAX_STATEMENT_ROWS, type BigFourBank, type ParseOptions, type StatementParse } from "./types";
import { maskAccountNumber, parseAmountCents } from "./values";
import { isoDay } from "../days";

/**
 * OFX (1.x SGML, where leaf tags are not closed, and 2.x XML) read by one linear pass. Not the npm
 * parsers: ofx-js 1.1.1 (the maintained one) turns SGML into XML with a regex whose nested quantifier
 * backtracks exponentially on a long tag name (a 24-letter tag took a second, each letter doubling
 * it), which an uploaded file must not be able to trigger; node-ofx-parser pins an old fast-xml-parser.
 * We need a small part of OFX (the statement aggregates), so this reads just that.
 */
interface Node {
  name: string;
  value: string | null;
  children: Node[];
}

const MAX_DEPTH = 32;
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&apos;": "'",
  "&nbsp;": " ",
};
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (e) => ENTITIES[e] ?? e);

/** The element tree under <OFX>: an open tag followed by text is a leaf (SGML), else an aggregate. */
function readTree(text: string, start: number): Node | null {
  const root: Node = { name: "OFX", value: null, children: [] };
  const stack: Node[] = [root];
  let i = text.indexOf(">", start) + 1;
  let leaves = 0;
  while (i > 0 && i < text.length) {
    const lt = text.indexOf("<", i);
    if (lt === -1) break;
    const gt = text.indexOf(">", lt);
    if (gt === -1) break;
    const raw = text.slice(lt + 1, gt).trim();
    i = gt + 1;
    if (raw.startsWith("?") || raw.startsWith("!")) continue;
    if (raw.startsWith("/")) {
      const name = raw.slice(1).trim().toUpperCase();
      const at = stack.map((n) => n.name).lastIndexOf(name);
      if (at > 0) stack.length = at;
      else if (at === 0) return root;
      continue;
    }
    const name = raw.split(/\s/)[0]!.toUpperCase();
    if (!/^[A-Z0-9._]{1,64}$/.test(name)) return null;
    const next = text.indexOf("<", i);
    const value = decode(text.slice(i, next === -1 ? text.length : next)).trim();
    const parent = stack[stack.length - 1]!;
    if (value) {
      parent.children.push({ name, value, children: [] });
      if (++leaves > MAX_STATEMENT_ROWS * 12) return null;
      // An explicit close (XML) right after the value is consumed with it.
      const close = `</${name}>`;
      const after = next === -1 ? -1 : next;
      if (after !== -1 && text.slice(after, after + close.length).toUpperCase() === close) i = after + close.length;
      else i = after === -1 ? text.length : after;
    } else {
      const node: Node = { name, value: null, children: [] };
      parent.children.push(node);
      if (stack.length >= MAX_DEPTH) return null;
      stack.push(node);
    }
  }
  return root;
}

const child = (n: Node | undefined, name: string) => n?.children.find((c) => c.name === name);
const val = (n: Node | undefined, name: string) => child(n, name)?.value ?? null;
function findAll(n: Node, name: string, out: Node[] = []): Node[] {
  for (const c of n.children) {
    if (c.name === name) out.push(c);
    else findAll(c, name, out);
  }
  return out;
}

function ofxDate(raw: string | null) {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(raw ?? "");
  return m ? isoDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** OFX allows a decimal comma ("-12,50"). */
const ofxAmount = (raw: string | null) =>
  parseAmountCents((raw ?? "").includes(".") ? raw! : (raw ?? "").replace(",", "."));

/** The first two digits of a BSB name the bank. */
function bankFromBsb(bsb: string | null): BigFourBank | null {
  const p = (bsb ?? "").replace(/\D/g, "").slice(0, 2);
  if (p === "06" || p === "76") return "CBA";
  if (p === "03" || p === "73") return "Westpac";
  if (p === "08") return "NAB";
  if (p === "01") return "ANZ";
  return null;
}

export function parseOfxStatement(text: string, opts: ParseOptions): StatementParse {
  const start = text.search(/<OFX>/i);
  if (start === -1) return fail("unrecognised_layout", "This file is not an OFX statement (it has no <OFX> section).");
  const tree = readTree(text, start);
  if (!tree) return fail("unrecognised_layout", "This OFX file is malformed, so we could not read its transactions.");
  const statements = [...findAll(tree, "STMTRS"), ...findAll(tree, "CCSTMTRS")];
  if (statements.length === 0) return fail("empty", "This OFX file has no bank statement in it.");
  if (statements.length > 1)
    return fail(
      "unrecognised_layout",
      `This OFX file holds ${statements.length} accounts. Export one account per file and upload each.`,
    );
  const stmt = statements[0]!;
  const currency = (val(stmt, "CURDEF") ?? "AUD").toUpperCase();
  const from = child(stmt, "BANKACCTFROM") ?? child(stmt, "CCACCTFROM");
  const list = child(stmt, "BANKTRANLIST");
  const trns = list?.children.filter((c) => c.name === "STMTTRN") ?? [];
  if (trns.length === 0) return fail("empty", "This OFX statement has no transactions in it.");
  if (trns.length > MAX_STATEMENT_ROWS)
    return fail(
      "too_many_rows",
      `This OFX file has more than ${MAX_STATEMENT_ROWS.toLocaleString("en-AU")} transactions. Export at most 12 months at a time.`,
    );

  const currencies = new Set([currency]);
  const rows: RawRow[] = [];
  for (const [i, t] of trns.entries()) {
    const date = ofxDate(val(t, "DTPOSTED"));
    if (!date) return fail("bad_dates", `Transaction ${i + 1} in this OFX file has no posting date we can read.`);
    const amount = ofxAmount(val(t, "TRNAMT"));
    if (amount === null) return fail("bad_amounts", `Transaction ${i + 1} in this OFX file has no amount we can read.`);
    const own = val(child(t, "CURRENCY"), "CURSYM") ?? val(child(t, "ORIGCURRENCY"), "CURSYM");
    if (own) currencies.add(own.toUpperCase());
    // Banks often repeat NAME (cut to 32 characters) at the start of MEMO.
    const name = val(t, "NAME") ?? "";
    const memo = val(t, "MEMO") ?? "";
    const description = (memo.startsWith(name) ? memo : [name, memo].filter(Boolean).join(" ")).replace(/\s+/g, " ");
    rows.push({ date, description: description || (val(t, "TRNTYPE") ?? ""), amountCents: amount, balanceCents: null });
  }
  if (currencies.size > 1)
    return fail(
      "mixed_currencies",
      `This OFX file has transactions in more than one currency (${[...currencies].sort().join(", ")}). We assess Australian-dollar accounts; upload each currency account separately.`,
    );
  if (currency !== "AUD")
    return fail("not_aud", `This statement is in ${currency}. We assess Australian-dollar (AUD) business accounts.`);

  // OFX gives one balance (the ledger balance at DTASOF); opening and running balances follow from it
  // when it is dated on or after the last transaction.
  const sorted = [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const ledger = child(stmt, "LEDGERBAL");
  const closing = ofxAmount(val(ledger, "BALAMT"));
  const asOf = ofxDate(val(ledger, "DTASOF"));
  const lastDate = sorted[sorted.length - 1]!.date;
  const opening =
    closing !== null && asOf && asOf >= lastDate ? closing - rows.reduce((s, r) => s + r.amountCents, 0) : null;
  const periodFrom = ofxDate(val(list, "DTSTART"));
  const periodTo = ofxDate(val(list, "DTEND"));
  const bsb = val(from, "BANKID");
  return {
    ok: true,
    statement: buildStatement({
      format: "ofx",
      bank: bankFromBsb(bsb),
      idPrefix: opts.idPrefix,
      rows,
      account: {
        name: null,
        bsb: bsb && /^\d{6}$/.test(bsb) ? `${bsb.slice(0, 3)}-${bsb.slice(3)}` : null,
        maskedNumber: maskAccountNumber(val(from, "ACCTID")),
        currency,
      },
      period: periodFrom && periodTo ? { from: periodFrom, to: periodTo < lastDate ? lastDate : periodTo } : null,
      openingBalanceCents: opening,
      closingBalanceCents: opening === null ? null : closing,
    }),
  };
}
