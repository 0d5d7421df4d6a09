import { createHash } from "node:crypto";

/** A seeded generator (mulberry32): the same seed always gives the same sequence. */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** A value around `mean`, at most `spread` (a share, 0.2 = ±20%) either side (not rounded). */
  around(mean: number, spread: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function seededRandom(seed: string): Random {
  let state = createHash("sha256").update(seed).digest().readUInt32BE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    around: (mean, spread) => mean * (1 + (next() * 2 - 1) * spread),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  };
}
