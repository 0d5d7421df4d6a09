import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { backupKeysFromEnv, decryptStream, encryptStream } from "./backup-crypto";

const [key] = backupKeysFromEnv({ BACKUP_ENCRYPTION_KEY: randomBytes(32).toString("base64") });
const encrypt = (plain: Buffer, pieces = 3) => {
  const step = Math.max(1, Math.ceil(plain.length / pieces));
  const parts = Array.from({ length: Math.ceil(plain.length / step) }, (_, i) =>
    plain.subarray(i * step, (i + 1) * step),
  );
  return buffer(Readable.from(parts).pipe(encryptStream(key!)));
};
const decrypt = (bytes: Buffer, keys = [key!]) => buffer(Readable.from([bytes]).pipe(decryptStream(keys)));

describe("backup encryption (chunked AES-256-GCM)", () => {
  it("round-trips empty, small, chunk-sized and multi-chunk data, and hides it", async () => {
    for (const size of [0, 1, 65_536, 65_537, 300_000]) {
      const plain = randomBytes(size);
      const sealed = await encrypt(plain);
      expect(sealed.subarray(0, 8).toString()).toBe("BFBKENC1");
      if (size > 16) expect(sealed.includes(plain.subarray(0, 16))).toBe(false);
      expect((await decrypt(sealed)).equals(plain)).toBe(true);
    }
  });

  it("fails on a changed byte, a dropped chunk, a cut file and appended data, never passing on unverified bytes", async () => {
    const plain = randomBytes(200_000);
    const sealed = await encrypt(plain);
    const flipped = Buffer.from(sealed);
    flipped[100]! ^= 1;
    await expect(decrypt(flipped)).rejects.toThrow(/authentication failed/);
    // Drop the second chunk (header 48 bytes, each full chunk 5 + 65,536 + 16 bytes): numbering fails.
    const record = 5 + 65_536 + 16;
    const dropped = Buffer.concat([sealed.subarray(0, 48 + record), sealed.subarray(48 + 2 * record)]);
    await expect(decrypt(dropped)).rejects.toThrow(/authentication failed/);
    // Cut after a whole chunk: no last chunk.
    await expect(decrypt(sealed.subarray(0, 48 + record))).rejects.toThrow(/cut short/);
    await expect(decrypt(Buffer.concat([sealed, sealed.subarray(48, 48 + record)]))).rejects.toThrow(/after the last/);
  });

  it("names a wrong key, and decrypts with a retired key from BACKUP_ENCRYPTION_KEYS", async () => {
    const sealed = await encrypt(Buffer.from("hello"));
    const other = backupKeysFromEnv({ BACKUP_ENCRYPTION_KEY: randomBytes(32).toString("base64") });
    await expect(decrypt(sealed, other)).rejects.toThrow(/encrypted with another key/);
    const rotated = backupKeysFromEnv({
      BACKUP_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      BACKUP_ENCRYPTION_KEYS: `${randomBytes(32).toString("base64")},${key!.bytes.toString("base64")}`,
    });
    expect((await decrypt(sealed, rotated)).toString()).toBe("hello");
    expect(() => backupKeysFromEnv({ BACKUP_ENCRYPTION_KEY: "c2hvcnQ=" })).toThrow(/32 bytes/);
  });
});
