import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The statement fixtures (tests/fixtures/statements), for tests. */
export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(fileURLToPath(new URL(`../fixtures/statements/${name}`, import.meta.url))));
}

export const fixtureText = (name: string) => new TextDecoder().decode(fixture(name));
