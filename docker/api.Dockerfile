# syntax=docker/dockerfile:1
# The Slotwise API: built to plain JavaScript (scripts/build-server.mjs: esbuild bundles the API
# and @slotwise/shared; packages stay in node_modules) and run with node, no tsx in the image.
# Build from the repository root: docker build -f docker/api.Dockerfile .
# The same image runs the release step: command ["node", "--enable-source-maps", "dist/migrate.js"].
# Node 24, the Active LTS line (the code also runs on Node 20.19+ and 22.12+: package.json engines).

FROM node:24-bookworm-slim AS build
ENV npm_config_update_notifier=false
WORKDIR /src
# Every workspace's manifest, so that npm ci can check the lockfile; api and shared with their
# dev dependencies, and the root's (esbuild).
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
RUN npm ci --workspace=api --workspace=shared --include-workspace-root --no-audit --no-fund
COPY tsconfig.base.json ./
COPY scripts/build-server.mjs scripts/server-builds.mjs scripts/
COPY shared/ shared/
COPY api/ api/
RUN npm run build -w api && test -f api/dist/server.js && test -f api/dist/migrate.js

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    API_HOST=0.0.0.0 \
    API_PORT=3001 \
    DATA_DIR=/data \
    npm_config_update_notifier=false

WORKDIR /app

# Every workspace's manifest, so that npm ci can check the lockfile; only the production
# dependencies of api and shared are installed (the packages the build left as imports).
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

# The built server (its source maps carry the TypeScript, for stack traces) and the migrations
# it applies (api/drizzle, found beside dist/ as beside src/).
COPY --from=build /src/api/dist api/dist
COPY api/drizzle/ api/drizzle/

RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3001
WORKDIR /app/api

# Readiness: database reachable, migrations applied, not shutting down (/api/health is liveness).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.API_PORT||3001)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# One process (node itself, no wrapper), so SIGTERM from `docker stop` reaches the server, which
# then drains (SHUTDOWN_GRACE_SECONDS + SHUTDOWN_DRAIN_SECONDS: give `docker stop` more than that).
CMD ["node", "--enable-source-maps", "dist/server.js"]
