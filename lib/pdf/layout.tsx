import "server-only";
import path from "node:path";
import type { ReactElement, ReactNode } from "react";
import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { SITE } from "@/lib/site";

/*
 * One layout for the documents we issue (issue #36 item 7, ADR 084), on @react-pdf/renderer as the
 * tax statement (ADR 074): the brand header, the parties with their ABN/ACN, tables whose header
 * row repeats on every page and whose cells wrap (nothing is cut), and 'Page N of M' in the footer.
 * DejaVu Sans prints every character a name can hold.
 */
const FONT_DIR = path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");
let registered = false;
function registerFonts() {
  if (registered) return;
  registered = true;
  Font.register({
    family: "DejaVu Sans",
    fonts: [
      { src: path.join(FONT_DIR, "DejaVuSans.ttf") },
      { src: path.join(FONT_DIR, "DejaVuSans-Bold.ttf"), fontWeight: "bold" },
    ],
  });
  // Names and references break where they must, never mid-word by a hyphenation guess.
  Font.registerHyphenationCallback((word) => [word]);
}

export const BRAND = "#0b2545"; // the portal's navy (components/ui/theme-tokens.css)

const s = StyleSheet.create({
  page: { fontFamily: "DejaVu Sans", fontSize: 9, padding: 40, paddingBottom: 56, color: "#111827" },
  brandBar: { borderBottom: `2pt solid ${BRAND}`, paddingBottom: 6, marginBottom: 10 },
  brand: { fontSize: 16, fontWeight: "bold", color: BRAND },
  compact: { fontSize: 8 },
  muted: { color: "#4b5563" },
  title: { fontSize: 14, fontWeight: "bold", marginTop: 4, color: BRAND },
  subtitle: { marginTop: 2 },
  section: { marginTop: 12, gap: 3 },
  heading: { fontSize: 11, fontWeight: "bold", marginBottom: 2 },
  parties: { flexDirection: "row", flexWrap: "wrap", gap: 10, marginTop: 10 },
  party: { flexBasis: 160, flexGrow: 1, padding: 8, border: "1pt solid #d1d5db" },
  label: { fontWeight: "bold", marginBottom: 2 },
  row: { flexDirection: "row", borderBottom: "0.5pt solid #e5e7eb", paddingVertical: 3 },
  head: { flexDirection: "row", borderBottom: `1pt solid ${BRAND}`, paddingVertical: 3, fontWeight: "bold" },
  cell: { paddingRight: 6 },
  footer: {
    position: "absolute",
    bottom: 24,
    left: 40,
    right: 40,
    flexDirection: "row",
    justifyContent: "space-between",
  },
});

export interface Party {
  /** "Borrower", "Lender", "Finance broker" … */
  role: string;
  name: string;
  abn?: string | null;
  acn?: string | null;
  lines?: (string | null | undefined)[];
}

/** A party box: role, name, ABN and ACN when known, and any further lines (contact, address). */
export function Parties({ parties }: { parties: readonly Party[] }) {
  return (
    <View style={s.parties}>
      {parties.map((p, i) => (
        <View key={i} style={s.party} wrap={false}>
          <Text style={s.label}>{p.role}</Text>
          <Text>{p.name}</Text>
          {p.abn ? <Text>ABN {p.abn}</Text> : null}
          {p.acn ? <Text>ACN {p.acn}</Text> : null}
          {(p.lines ?? []).filter(Boolean).map((l, j) => (
            <Text key={j}>{l}</Text>
          ))}
        </View>
      ))}
    </View>
  );
}

export interface Column {
  header: string;
  /** A share of the table's width (flex grow); cells wrap within it. */
  width: number;
  align?: "left" | "right";
}

/** A table: its header row repeats on each page it runs onto; a row never splits across pages. */
export function Table({
  columns,
  rows,
  label,
}: {
  columns: readonly Column[];
  rows: readonly string[][];
  label?: string;
}) {
  const cell = (c: Column) => [s.cell, { flexGrow: c.width, flexBasis: 0, textAlign: c.align ?? "left" }] as const;
  return (
    <View style={{ marginTop: 4 }}>
      {label ? <Text style={s.heading}>{label}</Text> : null}
      <View style={s.head} fixed>
        {columns.map((c, i) => (
          <Text key={i} style={[...cell(c)]}>
            {c.header}
          </Text>
        ))}
      </View>
      {rows.map((r, i) => (
        <View key={i} style={s.row} wrap={false}>
          {columns.map((c, j) => (
            <Text key={j} style={[...cell(c)]}>
              {r[j] ?? ""}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

export function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <View style={s.section}>
      {title ? <Text style={s.heading}>{title}</Text> : null}
      {children}
    </View>
  );
}

export const Paragraph = ({ children, muted = false }: { children: ReactNode; muted?: boolean }) => (
  <Text style={muted ? s.muted : undefined}>{children}</Text>
);

/**
 * A document in the house layout: the brand header (BizFund, legal name, ABN, address), the title
 * and subtitle, the body, and a footer with the reference and 'Page N of M' on every page.
 */
export function BrandDocument({
  title,
  subtitle,
  reference,
  landscape = false,
  compact = false,
  children,
}: {
  title: string;
  subtitle?: string;
  /** Printed in the footer of every page (the document's number). */
  reference: string;
  landscape?: boolean;
  /** 8-point text, for a wide table (the commission statement's twelve columns). */
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <Document title={`${title} ${reference}`} author={SITE.legalName} creator={SITE.name} producer={SITE.name}>
      <Page size="A4" orientation={landscape ? "landscape" : "portrait"} style={compact ? [s.page, s.compact] : s.page}>
        <View style={s.brandBar}>
          <Text style={s.brand}>{SITE.name}</Text>
          <Text style={s.muted}>
            {SITE.legalName} · ABN {SITE.abn} · {SITE.address}
          </Text>
        </View>
        <Text style={s.title}>{title}</Text>
        {subtitle ? <Text style={s.subtitle}>{subtitle}</Text> : null}
        {children}
        <View style={s.footer} fixed>
          <Text style={s.muted}>
            {title} · {reference}
          </Text>
          <Text style={s.muted} render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

/** Renders a BrandDocument to PDF bytes. */
export async function renderPdf(doc: ReactElement): Promise<Buffer> {
  registerFonts();
  // renderToBuffer's type wants a <Document> element; BrandDocument renders one.
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}

/** The broker's own party box. */
export const BROKER_PARTY: Party = {
  role: "Finance broker",
  name: SITE.legalName,
  abn: SITE.abn,
  lines: [SITE.address],
};
