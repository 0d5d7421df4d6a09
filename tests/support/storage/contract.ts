import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { StorageNotFoundError, type StorageDriver } from "@/lib/storage/types";

/**
 * What every storage driver promises (lib/storage/types.ts), run against each one: local disk, S3
 * (a local S3 server) and UploadThing (a local fake of its API).
 */
export function storageContract(name: string, driver: () => StorageDriver, options: { signedUrls: boolean }) {
  describe(`storage contract: ${name}`, () => {
    const key = () => `contract/${Math.random().toString(36).slice(2)}`;
    const bytes = Buffer.from("%PDF-1.7 contract test \u00e9\n".repeat(50));

    it("put then get streams back the same bytes; exists follows", async () => {
      const d = driver();
      const k = key();
      expect(await d.exists(k)).toBe(false);
      await d.put(k, bytes, "application/pdf");
      expect(await d.exists(k)).toBe(true);
      expect(Buffer.compare(await buffer(await d.get(k)), bytes)).toBe(0);
    });

    it("delete removes the object, and deleting again is not an error", async () => {
      const d = driver();
      const k = key();
      await d.put(k, bytes, "application/pdf");
      await d.delete(k);
      expect(await d.exists(k)).toBe(false);
      await expect(d.delete(k)).resolves.toBeUndefined();
    });

    it("get of a missing object throws StorageNotFoundError before any byte, not a stream that fails later (#40.6)", async () => {
      const d = driver();
      await expect(d.get(key())).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it("probe answers without writing an object (#40.7)", async () => {
      const d = driver();
      const listed = async () => {
        const keys: string[] = [];
        for await (const o of d.list("")) keys.push(o.key);
        return keys.sort();
      };
      const before = await listed();
      await expect(d.probe()).resolves.toBeUndefined();
      await expect(d.probe()).resolves.toBeUndefined();
      expect(await listed()).toEqual(before);
    });

    it("refuses an object above its size limit, and unsafe keys", async () => {
      const d = driver();
      await expect(d.put(key(), Buffer.alloc(d.maxBytes + 1), "application/pdf")).rejects.toThrow(/storage limit/);
      await expect(d.put("../escape", bytes, "application/pdf")).rejects.toThrow(/Unsafe storage key/);
      await expect(d.put(key(), Buffer.alloc(d.maxBytes), "application/pdf")).resolves.toBeUndefined();
    });

    it("lists the objects under a prefix with when they were written", async () => {
      const d = driver();
      const prefix = `${key()}/`;
      const keys = [`${prefix}a`, `${prefix}b`];
      const before = Date.now() - 60_000;
      for (const k of keys) await d.put(k, bytes, "application/pdf");
      await d.put(key(), bytes, "application/pdf"); // elsewhere: not listed
      const listed = [];
      for await (const o of d.list(prefix)) listed.push(o);
      expect(listed.map((o) => o.key).sort()).toEqual(keys);
      for (const o of listed) expect(o.modifiedAt.getTime()).toBeGreaterThan(before);
      await d.delete(keys[0]!);
      const after = [];
      for await (const o of d.list(prefix)) after.push(o.key);
      expect(after).toEqual([keys[1]]);
    });

    it(
      options.signedUrls
        ? "gives a short-lived signed download URL that serves the bytes"
        : "has no signed URL: downloads stream through the app's permission check",
      async () => {
        const d = driver();
        const k = key();
        await d.put(k, bytes, "application/pdf");
        const url = await d.signedUrl(k, { expiresInSeconds: 60, fileName: "statement.pdf" });
        if (!options.signedUrls) {
          expect(url).toBeNull();
          return;
        }
        expect(url).toMatch(/^https?:\/\//);
        const res = await fetch(url!);
        expect(res.status).toBe(200);
        expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), bytes)).toBe(0);
      },
    );
  });
}
