# syntax=docker/dockerfile:1
# The Slotwise API: Fastify run from TypeScript source by tsx (no build step).
# Build from the repository root: docker build -f docker/api.Dockerfile .
# The same image runs the release step: command ["node", "--import", "tsx", "src/migrate.ts"].
# Node 22 LTS (Node 20 reached end of life in April 2026; the code also runs on Node 20).
FROM node:22-bookworm-slim

ENV NODE_ENV=production \
    API_HOST=0.0.0.0 \
    API_PORT=3001 \
    DATA_DIR=/data \
    npm_config_update_notifier=false

WORKDIR /app

# Every workspace's manifest, so that npm ci can check the lockfile; only api and shared
# (and their production dependencies) are installed.
COPY package.json package-lock.json ./
COPY shared/package.json shared/package.json
COPY api/package.json api/package.json
COPY shell/package.json shell/package.json
COPY mf-marketing/package.json mf-marketing/package.json
COPY mf-auth/package.json mf-auth/package.json
COPY mf-bookings/package.json mf-bookings/package.json
COPY mf-event-types/package.json mf-event-types/package.json
COPY mf-settings/package.json mf-settings/package.json
COPY e2e/package.json e2e/package.json
RUN npm ci --omit=dev --workspace=api --workspace=shared --no-audit --no-fund \
 && npm cache clean --force

COPY tsconfig.base.json ./
COPY shared/ shared/
COPY api/ api/

RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3001
WORKDIR /app/api

# Readiness: database reachable, migrations applied, not shutting down (/api/health is liveness).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.API_PORT||3001)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# One process (no tsx CLI wrapper), so SIGTERM from `docker stop` reaches the server, which
# then drains (SHUTDOWN_GRACE_SECONDS + SHUTDOWN_DRAIN_SECONDS: give `docker stop` more than that).
CMD ["node", "--import", "tsx", "src/server.ts"]
