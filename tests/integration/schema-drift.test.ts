// The hand-written SQL migrations must produce exactly the database schema.prisma describes:
// every model and field, type, nullability, default, enum, unique, index and foreign key — and
// nothing more. If someone edits one without the other, this fails.
import { describe, expect, it } from "vitest";
import { loadDatamodel, type DmmfField } from "../support/dmmf";
import { testDatabase } from "../support/fixtures";

const SCALAR_UDT: Record<string, string> = {
  String: "text",
  Int: "int4",
  Boolean: "bool",
  DateTime: "timestamp",
  Json: "jsonb",
  Float: "float8",
  BigInt: "int8",
  Decimal: "numeric",
};

interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: "YES" | "NO";
  column_default: string | null;
}
interface IndexRow {
  table_name: string;
  index_name: string;
  is_unique: boolean;
  is_primary: boolean;
  columns: string[] | string;
}
interface FkRow {
  table_name: string;
  columns: string[] | string;
  foreign_table: string;
  foreign_columns: string[] | string;
  delete_rule: string;
}

const asArray = (v: string[] | string) =>
  Array.isArray(v)
    ? v
    : v
        .replace(/^\{|\}$/g, "")
        .split(",")
        .map((s) => s.replace(/^"|"$/g, ""));

function expectedUdt(f: DmmfField) {
  const base = f.kind === "enum" ? f.type : SCALAR_UDT[f.type];
  return f.isList ? `_${base}` : base;
}

describe("migrations match schema.prisma", async () => {
  const dm = loadDatamodel();
  const sql = () => testDatabase().connection.sql;
  const modelTable = (name: string) => dm.models.find((m) => m.name === name)?.dbName ?? name;

  it("has exactly the models as tables", async () => {
    const rows = await sql().query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const tables = rows
      .map((r) => r.table_name)
      .filter((t) => t !== "_prisma_migrations")
      .sort();
    expect(tables).toEqual(dm.models.map((m) => m.dbName ?? m.name).sort());
  });

  it("has exactly the enums and their values", async () => {
    const rows = await sql().query<{ name: string; value: string }>(
      `SELECT t.typname AS name, e.enumlabel AS value FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid ORDER BY t.typname, e.enumsortorder`,
    );
    const actual: Record<string, string[]> = {};
    for (const r of rows) (actual[r.name] ??= []).push(r.value);
    const expected = Object.fromEntries(dm.enums.map((e) => [e.name, e.values.map((v) => v.name)]));
    expect(actual).toEqual(expected);
  });

  it("has every scalar field as a column with the right type, nullability and default, and no other columns", async () => {
    const rows = await sql().query<ColumnRow>(
      // A generated column (dbgenerated in schema.prisma) counts as the database's default.
      `SELECT table_name, column_name, udt_name, is_nullable, COALESCE(column_default, generation_expression) AS column_default
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
    );
    const problems: string[] = [];
    for (const model of dm.models) {
      const table = model.dbName ?? model.name;
      const columns = rows.filter((r) => r.table_name === table);
      const scalars = model.fields.filter((f) => f.kind === "scalar" || f.kind === "enum");
      for (const f of scalars) {
        const col = columns.find((c) => c.column_name === f.name);
        if (!col) {
          problems.push(`${table}.${f.name}: missing column`);
          continue;
        }
        if (col.udt_name !== expectedUdt(f))
          problems.push(`${table}.${f.name}: type ${col.udt_name}, expected ${expectedUdt(f)}`);
        const nullable = !(f.isRequired || f.isList);
        if ((col.is_nullable === "YES") !== nullable)
          problems.push(`${table}.${f.name}: nullable ${col.is_nullable}, expected ${nullable ? "YES" : "NO"}`);
        // Database defaults exist exactly for defaults Prisma does not compute itself (cuid(), @updatedAt).
        const computedByClient =
          typeof f.default === "object" &&
          f.default !== null &&
          "name" in f.default &&
          (f.default as { name: string }).name === "cuid";
        const wantsDbDefault = f.hasDefaultValue && !computedByClient;
        if (wantsDbDefault !== (col.column_default !== null)) {
          problems.push(
            `${table}.${f.name}: default ${col.column_default ?? "none"}, expected ${wantsDbDefault ? "one" : "none"}`,
          );
        }
      }
      for (const c of columns) {
        if (!scalars.some((f) => f.name === c.column_name))
          problems.push(`${table}.${c.column_name}: column not in schema.prisma`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has exactly the primary keys, uniques and indexes", async () => {
    const rows = await sql().query<IndexRow>(`
      SELECT t.relname AS table_name, i.relname AS index_name, ix.indisunique AS is_unique, ix.indisprimary AS is_primary,
             array_agg(a.attname::text ORDER BY k.ord) AS columns
      FROM pg_index ix
      JOIN pg_class t ON t.oid = ix.indrelid
      JOIN pg_class i ON i.oid = ix.indexrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord) ON true
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
      WHERE n.nspname = 'public' AND t.relname <> '_prisma_migrations'
      GROUP BY t.relname, i.relname, ix.indisunique, ix.indisprimary`);
    const describeIndex = (table: string, kind: string, cols: string[]) => `${table} ${kind} (${cols.join(", ")})`;
    const actual = rows
      .map((r) =>
        describeIndex(r.table_name, r.is_primary ? "id" : r.is_unique ? "unique" : "normal", asArray(r.columns)),
      )
      .sort();
    const expected = dm.indexes
      .map((ix) =>
        describeIndex(
          modelTable(ix.model),
          ix.type,
          ix.fields.map((f) => f.name),
        ),
      )
      .sort();
    expect(actual).toEqual(expected);
  });

  it("has exactly the foreign keys with their delete rules", async () => {
    const rows = await sql().query<FkRow>(`
      SELECT tc.table_name,
             array_agg(DISTINCT kcu.column_name::text) AS columns,
             ccu.table_name AS foreign_table,
             array_agg(DISTINCT ccu.column_name::text) AS foreign_columns,
             rc.delete_rule
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      JOIN information_schema.referential_constraints rc ON rc.constraint_name = tc.constraint_name AND rc.constraint_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'
      GROUP BY tc.constraint_name, tc.table_name, ccu.table_name, rc.delete_rule`);
    const actual = rows
      .map(
        (r) =>
          `${r.table_name}(${asArray(r.columns).join(",")}) -> ${r.foreign_table}(${asArray(r.foreign_columns).join(",")}) ON DELETE ${r.delete_rule}`,
      )
      .sort();
    const expected = dm.models
      .flatMap((m) =>
        m.fields
          .filter((f) => f.kind === "object" && f.relationFromFields?.length)
          .map((f) => {
            const from = f.relationFromFields ?? [];
            const required = from.every((name) => m.fields.find((x) => x.name === name)?.isRequired);
            const rule = (f.relationOnDelete ?? (required ? "Restrict" : "SetNull"))
              .replace(/([a-z])([A-Z])/g, "$1 $2")
              .toUpperCase();
            return `${m.dbName ?? m.name}(${from.join(",")}) -> ${modelTable(f.type)}(${(f.relationToFields ?? []).join(",")}) ON DELETE ${rule}`;
          }),
      )
      .sort();
    expect(actual).toEqual(expected);
  });
});
