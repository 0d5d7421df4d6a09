/**
 * Next's defaults, as create-next-app leaves them, but for compression: the bench serves this page with
 * the app's own server, which compresses every response itself (scripts/server.mjs, ADR 088), as the
 * app's next.config.ts leaves it to that server.
 */
const nextConfig = { compress: false };

export default nextConfig;
