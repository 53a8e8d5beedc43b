# syntax=docker/dockerfile:1
# One image recipe for every front-end app: build it with Node, serve it with nginx.
#   docker build -f docker/app.Dockerfile --build-arg APP=shell .
#   docker build -f docker/app.Dockerfile --build-arg APP=mf-auth .
# Remotes are served with CORS (the shell loads them from another origin). The shell gets
# the SPA fallback, the /api proxy (API_UPSTREAM) and its run-time config (REMOTE_*_URL,
# PUBLIC_URL, API_BASE_URL, PREVIEW_ORIGINS) written into index.html at container start.
ARG APP=shell

FROM node:22-bookworm-slim AS build
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
RUN npm ci --workspace="${APP}" --workspace=shared --no-audit --no-fund
COPY tsconfig.base.json ./
COPY scripts/ scripts/
COPY shared/ shared/
COPY ${APP}/ ${APP}/
# rsbuild build, then .gz/.br beside every text file (served by gzip_static / as-is).
RUN npm run build -w "${APP}" && test -f "${APP}/dist/index.html"

# 1.27.3 or newer: the shell's upstream re-resolves the API's replicas (`server ... resolve`).
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
