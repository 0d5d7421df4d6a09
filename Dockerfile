# syntax=docker/dockerfile:1
# Multi-stage image: install, build, then a small non-root runtime with the standalone output and our
# server (scripts/server.mjs). The same commands as `npm run smoke:cluster` runs on one machine.
# No secret is baked in: .dockerignore keeps every .env file out of the build context, the build
# stage refuses one anyway, and the standalone output is checked for one (ADR 049). Secrets come from
# the environment at run time (compose.yaml: env_file).
# Node 24 LTS (supported to April 2028); every dependency's engines range admits it (ADR 049).
ARG NODE_IMAGE=node:24.11.1-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY scripts/prisma-generate.mjs scripts/
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN node --import tsx scripts/check-env-files.ts --source . \
  && npm run build \
  && node --import tsx scripts/check-env-files.ts --standalone .next/standalone

# Operations image: migrations, backups and the first admin (`docker compose run --rm migrate …`).
# pg_dump/pg_restore 15 (Debian bookworm) match the compose file's PostgreSQL 15; keep the client's
# major version at or above the server's.
FROM build AS migrate
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
CMD ["npm", "run", "db:migrate"]

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOST=0.0.0.0 PORT=3000
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/.next/csp-hashes.json ./.next/csp-hashes.json
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/prisma/migrations ./prisma/migrations
COPY --from=build --chown=node:node /app/scripts/server.mjs /app/scripts/server-guards.mjs /app/scripts/observability.mjs /app/scripts/route-labels.mjs ./scripts/
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains (SHUTDOWN_TIMEOUT_MS, then the running job): compose.yaml's stop_grace_period covers it.
STOPSIGNAL SIGTERM
CMD ["node", "scripts/server.mjs", "--hostname", "0.0.0.0", "--port", "3000"]
