import { readFileSync } from "node:fs";
import wasm from "@prisma/prisma-schema-wasm";

export interface DmmfField {
  name: string;
  kind: "scalar" | "object" | "enum" | "unsupported";
  type: string;
  isList: boolean;
  isRequired: boolean;
  isId: boolean;
  isUpdatedAt: boolean;
  hasDefaultValue: boolean;
  default?: unknown;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
}
export interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
}
export interface DmmfIndex {
  model: string;
  type: "id" | "unique" | "normal" | "fulltext";
  fields: { name: string }[];
  dbName?: string | null;
}
export interface Datamodel {
  enums: { name: string; values: { name: string }[] }[];
  models: DmmfModel[];
  indexes: DmmfIndex[];
}

/** schema.prisma's full datamodel, from Prisma's own schema parser (WASM; no engine binary). */
export function loadDatamodel(path = "prisma/schema.prisma"): Datamodel {
  const out = wasm.get_dmmf(JSON.stringify({ prismaSchema: readFileSync(path, "utf8") }));
  return JSON.parse(out).datamodel as Datamodel;
}
