# syntax=docker/dockerfile:1
# Multi-stage image: install, build, then a small non-root runtime with the standalone output and our
# server (scripts/server.mjs). The same commands as `npm run smoke:cluster` runs on one machine.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY scripts/prisma-generate.mjs scripts/
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

# Migrations are a deploy step: `docker compose run --rm migrate` (npm run db:migrate) before the app.
FROM build AS migrate
CMD ["npm", "run", "db:migrate"]

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOST=0.0.0.0 PORT=3000
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/.next/csp-hashes.json ./.next/csp-hashes.json
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/prisma/migrations ./prisma/migrations
COPY --from=build --chown=node:node /app/scripts/server.mjs /app/scripts/server-guards.mjs /app/scripts/observability.mjs ./scripts/
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/server.mjs", "--hostname", "0.0.0.0", "--port", "3000"]
