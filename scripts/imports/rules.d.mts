export const BASELINE: string;
export const CHECKED: string[];
export interface DeepImport {
  from: string;
  to: string;
  domain: string;
  line: number;
  specifier: string;
  baselined: boolean;
}
export function readBaseline(root: string): Set<string>;
export function deepImports(root: string, baseline?: Set<string>): DeepImport[];
export function runtimeCycles(root: string): { files: string[]; loop: string[] }[];
export function baselineText(imports: { from: string; to: string }[]): string;
