import { clsx, type ClassValue } from "clsx";

/**
 * Join class names without merging them: for components whose base is one class of the components
 * layer (`.btn`, `.field-input`… in app/globals.css), which any utility overrides by its layer. Client
 * islands that only need these ship clsx (under 1 kB) instead of `cn`'s tailwind-merge (about 9 kB
 * gzip, and a class map it builds on its first call, inside the page's hydration).
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
