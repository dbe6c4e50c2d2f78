# The server as an image: the compiled server and the built site, production dependencies only, a user without
# privileges (docs/decisions/017-compiled-server.md). Written for Docker or Podman; see the README's "Deploying".
# NODE_IMAGE: any Debian-based image with Node 22 or later and npm.
ARG NODE_IMAGE=node:24-bookworm-slim

# The manifests alone, so the dependency layers are rebuilt only when a package.json or the lockfile changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/site/package.json apps/site/
COPY packages/account-widget/package.json packages/account-widget/
COPY packages/api/package.json packages/api/
COPY packages/core/package.json packages/core/
COPY packages/i18n/package.json packages/i18n/
COPY packages/site-shell/package.json packages/site-shell/
COPY packages/ui/package.json packages/ui/
COPY e2e/package.json e2e/

FROM manifests AS build
RUN npm ci
COPY . .
RUN npm run build

# What the compiled server imports from node_modules: the server's dependencies and those of the workspace packages it
# bundles (the site's server renderer imports nothing from node_modules).
FROM manifests AS production-dependencies
RUN npm ci --omit=dev --workspace @shopfront/server && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
RUN groupadd --system shopfront && useradd --system --gid shopfront --no-create-home shopfront
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/site/dist apps/site/dist
USER shopfront
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health/live`).then((answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
