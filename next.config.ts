import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { assertNoEnvFileForStandalone } from "./lib/build/env-files";
import { packageFolders, SERVER_ONLY_PACKAGES } from "./lib/build/server-packages";
import { FRAMEWORK_BODY_LIMIT_BYTES } from "./lib/documents/rules";
import { SERVER_ACTION_BODY_LIMIT } from "./lib/http/body";
import { apiResponseHeaders, documentPreviewHeaders } from "./lib/http/response-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Our server compresses every response (brotli or gzip, scripts/server.mjs, ADR 088), not Next.
  compress: false,
  // The Docker image runs the traced standalone output with our server (scripts/server.mjs).
  output: "standalone",
  reactStrictMode: true,
  // Native/WASM database drivers are loaded by Node at run time, not bundled.
  // pino and prom-client too: the production server (scripts/server.mjs) loads the same prom-client
  // module, so its request metrics and the app's /api/metrics share one registry.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "pg",
    "@prisma/adapter-pg",
    "pino",
    "prom-client",
    // The bank-statement PDF reader (lib/assessment, ADR 056) carries its own pdf.js build.
    "unpdf",
    // Commission statements (lib/commissions/statement-pdf.tsx, ADR 074): its own React reconciler and fonts.
    "@react-pdf/renderer",
  ],
  // What scripts/server.mjs imports beside Next (compression), copied into the standalone output.
  outputFileTracingIncludes: {
    "/api/health": packageFolders(SERVER_ONLY_PACKAGES).map((dir) => `./${dir}/**/*`),
  },
  typedRoutes: false,
  // proxy.ts does not run for /api (ADR 043): Next sets the API's security headers from here.
  async headers() {
    return [
      { source: "/api/:path*", headers: apiResponseHeaders() },
      // A document's inline preview may be framed by our own pages (issue #36 item 5): it follows the
      // rule above, so its two headers replace the API's.
      {
        source: "/api/documents/:id",
        has: [{ type: "query", key: "disposition", value: "inline" }],
        headers: documentPreviewHeaders(),
      },
    ];
  },
  experimental: {
    // The stylesheet (~10 kB gzip) is written into each page's head instead of linked (Next's own
    // option, ADR 050): the first paint no longer waits for a second round trip.
    inlineCss: true,
    // Load each page's server code on its first request, not every page at start-up: an idle
    // instance holds only what it has served (issue 19: idle RSS ~35 MB lower).
    preloadEntriesOnStart: false,
    // Where proxy.ts runs, Next buffers request bodies and silently cuts them at this size (default
    // 10 MB, less than a 10 MiB file plus its multipart envelope). The upload handler is under /api,
    // outside the proxy (ADR 043); kept above its cap anyway, so a future matcher change cannot let a
    // truncated form (400) answer where the handler's streaming limit decides (413).
    proxyClientMaxBodySize: FRAMEWORK_BODY_LIMIT_BYTES,
    // Server actions (the sign-in forms) post a few fields: a larger body is refused (413) as it
    // streams in, at the API's own default cap rather than Next's 1 MB (issue #39 item 3).
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT },
  },
};

/**
 * At `next build` a .env or .env.production stops the build: Next would copy it into the standalone
 * output, the Docker image's runtime (ADR 049).
 */
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) assertNoEnvFileForStandalone(process.cwd());
  return nextConfig;
}
