import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";

/**
 * Password hashes: scrypt with the parameters stored beside each hash (`scrypt$N$r$p$salt$hash`), so
 * raising the cost never breaks an old hash; `needsRehash` tells sign-in to store a fresh one.
 * Cost: OWASP's scrypt recommendation N=2^17, r=8, p=1 (128 MiB of memory per hash).
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEYLEN = 32;
/** Upper bounds for parameters read back from the database (a corrupt row must not eat the server). */
const MAX_N = 2 ** 20;
const MAX_R = 16;
const MAX_P = 4;

export const PASSWORD_MIN_LENGTH = 8;

interface Params {
  N: number;
  r: number;
  p: number;
}

// Each hash holds 128·N·r bytes for a few hundred milliseconds; at most two at a time per process
// (one per core) so a burst of sign-ins queues instead of exhausting memory.
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function scrypt(password: string, salt: Buffer, keylen: number, { N, r, p }: Params): Promise<Buffer> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scryptCb(
        password.normalize("NFKC"),
        salt,
        keylen,
        { N, r, p, maxmem: 128 * N * r * p + 32 * 1024 * 1024 },
        (error, key) => (error ? reject(error) : resolve(key)),
      ),
    );
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEYLEN, SCRYPT_PARAMS);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

function parse(stored: string | null | undefined) {
  if (!stored) return null;
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split("$");
  if (scheme !== "scrypt" || rest.length || !salt || !hash) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const ok =
    Number.isInteger(params.N) &&
    params.N > 1 &&
    params.N <= MAX_N &&
    (params.N & (params.N - 1)) === 0 &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= MAX_R &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= MAX_P;
  return ok ? { params, salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") } : null;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const actual = await scrypt(password, parsed.salt, parsed.hash.length, parsed.params);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** True when a stored hash was made with weaker (or unreadable) parameters than today's. */
export function needsRehash(stored: string | null | undefined): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < SCRYPT_PARAMS.N || r < SCRYPT_PARAMS.r || p < SCRYPT_PARAMS.p || parsed.hash.length < KEYLEN;
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password with today's parameters, made once per process. Sign-in verifies
 * against it when the e-mail has no usable password, so unknown and known accounts cost the same.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString("base64url"));
  return dummy;
}
