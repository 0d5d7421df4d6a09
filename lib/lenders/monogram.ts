/**
 * A lender's monogram (ADR 029): initials and a colour derived from its name alone, so the same lender
 * looks the same on every page, in every build, without a logo file. Pure: no I/O.
 */

/** Backgrounds that carry white text at WCAG AA (4.5:1 or better) — every one is checked in the test. */
export const MONOGRAM_COLOURS = [
  "#0b2545",
  "#0f766e",
  "#1d4ed8",
  "#7c2d12",
  "#6d28d9",
  "#9d174d",
  "#166534",
  "#334155",
  "#b45309",
  "#0e7490",
] as const;

const SKIP = new Set(["and", "of", "the", "&", "capital", "finance", "lending", "group", "co", "pty", "ltd"]);

/** Up to two initials: the first letters of the first two significant words ("Harbour Bridge Capital" → "HB"). */
export function monogramInitials(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const significant = words.filter((w) => !SKIP.has(w.toLowerCase()));
  const picked = (significant.length > 0 ? significant : words).slice(0, 2);
  if (picked.length === 1) return picked[0]!.slice(0, 2).toUpperCase();
  return picked.map((w) => w[0]!.toUpperCase()).join("");
}

/** FNV-1a over the name: a stable, well-spread hash with no dependency. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function monogramColour(name: string): string {
  return MONOGRAM_COLOURS[hash(name.trim().toLowerCase()) % MONOGRAM_COLOURS.length]!;
}

export function monogram(name: string): { initials: string; colour: string } {
  return { initials: monogramInitials(name), colour: monogramColour(name) };
}
