import * as z from "./zod-api";

/**
 * THE zod import for the app's schemas (shared by forms and handlers); `./zod-api` lists the names
 * it offers. In the browser zod would probe `new Function("")` to decide whether to compile parsers;
 * our Content-Security-Policy has no 'unsafe-eval', so the probe is reported as a CSP violation.
 * Jitless mode skips the probe there; the server keeps zod's compiled fast path.
 */
z.config({ jitless: typeof window !== "undefined" });

export { z };
