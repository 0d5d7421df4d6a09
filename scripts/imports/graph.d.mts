export const DOORS: string[];
export interface ImportRef {
  specifier: string;
  typeOnly: boolean;
  how: "import" | "export" | "dynamic";
  line: number;
  node: unknown;
}
export interface Edge {
  to: string;
  line: number;
  how: ImportRef["how"];
}
export function collectImports(source: string, fileName?: string): ImportRef[];
export interface Host {
  read(file: string): string;
  exists(file: string): boolean;
}
export const diskHost: Host;
export function resolveSpecifier(specifier: string, fromFile: string, root: string, host?: Host): string | null;
export function domainOf(file: string, root: string): string | null;
export function doorOf(file: string, root: string): string | null;
export function isExempt(file: string, root: string): boolean;
export function deepImportDomain(from: string, target: string, root: string, shipped?: Set<string>): string | null;
export function shippedToBrowser(root: string, host?: Host): Set<string>;
export function sourceFiles(dir: string): string[];
export function runtimeGraph(files: string[], root: string, host?: Host): Map<string, Edge[]>;
export function cycles(graph: Map<string, { to: string }[]>): string[][];
export function loopIn(component: string[], graph: Map<string, Edge[]>): (Edge & { from: string })[];
