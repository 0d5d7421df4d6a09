/** Next's defaults, as create-next-app leaves them. */
const nextConfig = {};

export default nextConfig;
