/**
 * Australian Company Number checks (ASIC's published algorithm). A company's ABN is two check
 * digits followed by its ACN, so the ACN is the ABN's digits 3-11.
 */
import { isValidAbn, normalizeAbn } from "@/lib/abr/abn";

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 1] as const;

/** People type ACNs with spaces ("004 085 616"); only the digits matter. */
export const normalizeAcn = (value: string) => value.replace(/\s+/g, "");

export function isValidAcn(value: string): boolean {
  const acn = normalizeAcn(value);
  if (!/^\d{9}$/.test(acn)) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(acn[i]), 0);
  return (10 - (sum % 10)) % 10 === Number(acn[8]);
}

/** The ACN inside a company's ABN, or null when the ABN is invalid or does not embed a valid ACN. */
export function acnFromAbn(abn: string | null | undefined): string | null {
  if (!abn || !isValidAbn(abn)) return null;
  const acn = normalizeAbn(abn).slice(2);
  return isValidAcn(acn) ? acn : null;
}

/** "NNN NNN NNN". */
export const formatAcn = (acn: string) => normalizeAcn(acn).replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");
