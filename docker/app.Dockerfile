# syntax=docker/dockerfile:1
# One image recipe for every front-end app: build it with Node, serve it with nginx.
#   docker build -f docker/app.Dockerfile --build-arg APP=shell .
#   docker build -f docker/app.Dockerfile --build-arg APP=mf-auth .
# Remotes are served with CORS (the shell loads them from another origin). The shell's nginx
# is its edge: /api to the API's replicas (API_UPSTREAM), the build's files from disk, every
# page from the shell's page server (PAGES_UPSTREAM) with the plain page from disk when that
# one is down; its run-time config (REMOTE_*_URL, PUBLIC_URL, API_BASE_URL, PREVIEW_ORIGINS)
# is written into index.html at container start.
# The shell's page server (shell/server/shell-server.ts: prerendered public pages, the booking
# page's preview, robots.txt, sitemap.xml; the same server as `npm start`) is another target:
#   docker build -f docker/app.Dockerfile --target page-server .
ARG APP=shell

# Node 24, the Active LTS line (the code also runs on Node 20.19+ and 22.12+: package.json engines).
FROM node:24-bookworm-slim AS build
ARG APP
ENV npm_config_update_notifier=false
WORKDIR /src
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
# The root's own dependencies too: esbuild builds the shell's page server
# (scripts/build-server.mjs), tsx runs scripts/sign-server-module.mjs.
RUN npm ci --workspace="${APP}" --workspace=shared --include-workspace-root --no-audit --no-fund
COPY tsconfig.base.json ./
COPY scripts/ scripts/
COPY shared/ shared/
COPY ${APP}/ ${APP}/
# rsbuild build, then .gz/.br beside every text file (served by gzip_static / as-is); for the
# shell also its page server, built to plain JavaScript (shell/dist-server).
RUN npm run build -w "${APP}" && test -f "${APP}/dist/index.html"
# A remote's server modules (mf-bookings) are signed with the release key when it is given as a
# build secret, which never enters a layer (docs/attendee-pages.md#trusting-a-server-module):
#   docker build ... --build-arg APP=mf-bookings --secret id=server_module_signing_key,src=<key.pem> .
RUN --mount=type=secret,id=server_module_signing_key \
    if [ -s /run/secrets/server_module_signing_key ] && [ -d "${APP}/dist/server" ]; then \
      SERVER_MODULE_SIGNING_KEY_FILE=/run/secrets/server_module_signing_key \
        node --import tsx scripts/sign-server-module.mjs "${APP}/dist"; \
    fi

# The shell's page server: Node, the shell's build and its built server, with only the
# production dependencies of the repository root (fastify, @fastify/static, @fastify/http-proxy),
# shell and shared; no tsx.
FROM node:24-bookworm-slim AS page-server
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    npm_config_update_notifier=false
WORKDIR /app
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
RUN npm ci --omit=dev --workspace=shell --workspace=shared --include-workspace-root --no-audit --no-fund \
 && npm cache clean --force
# The built server (bundled with the parts of shared it uses; source maps beside it) and the
# worker file copied next to it, then the app's build it serves (shell/dist, beside dist-server).
COPY --from=build /src/shell/dist-server shell/dist-server
COPY --from=build /src/shell/dist shell/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/robots.txt').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# One process, so SIGTERM from `docker stop` reaches the server.
CMD ["node", "--enable-source-maps", "shell/dist-server/shell-server.mjs"]

# 1.27.3 or newer: the shell's upstreams re-resolve the API's replicas and the page server
# (`server ... resolve`).
FROM nginx:1.28-alpine
ARG APP
ENV APP=${APP} \
    API_UPSTREAM=http://api:3001
COPY --from=build /src/${APP}/dist /usr/share/nginx/html
COPY docker/nginx/ /opt/slotwise/nginx/
# The shell and the remotes differ only in their server block and the config step.
RUN set -eu; \
    mkdir -p /etc/nginx/templates; \
    rm -f /etc/nginx/conf.d/default.conf; \
    if [ "${APP}" = "shell" ]; then \
      cp /opt/slotwise/nginx/shell.conf.template /etc/nginx/templates/default.conf.template; \
      cp /opt/slotwise/nginx/15-runtime-config.envsh /docker-entrypoint.d/15-runtime-config.envsh; \
      chmod +x /docker-entrypoint.d/15-runtime-config.envsh; \
      cp /usr/share/nginx/html/index.html /opt/slotwise/index.html.template; \
    else \
      cp /opt/slotwise/nginx/remote.conf.template /etc/nginx/templates/default.conf.template; \
    fi; \
    cp /opt/slotwise/nginx/compression.conf /etc/nginx/conf.d/00-compression.conf
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD wget -q -O /dev/null http://127.0.0.1/healthz || exit 1
