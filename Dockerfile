# The catalogue server in a container: demo mode by default; proxy mode with VTDB_UPSTREAM and
# VTDB_API_KEY; shared state with VTDB_REDIS_URL. compose.yaml runs two of these behind a load
# balancer with one Redis (README, "More than one instance"). Node 24 (LTS), as package.json's
# engines and the devDependency `node` pin it for development.

# Build the browser and the server (needs the dev dependencies: Vite, TypeScript).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npm run build

# Run: the runtime packages only (no tsx, TypeScript, Vite or test tools: --omit=optional also
# leaves out TypeScript, an optional peer of i18next), the build, and the example profile for
# demo mode. No sources and no tests: the server is dist/server/main.js.
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 VTDB_DATA_DIR=/var/lib/vtdb
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --omit=optional && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY deploy/workshop.example.yaml ./deploy/workshop.example.yaml
# Requests for a remap are kept here (README, "Running in production"): a volume, owned by the server's user.
RUN mkdir -p /var/lib/vtdb && chown node:node /var/lib/vtdb
VOLUME /var/lib/vtdb
USER node
EXPOSE 8080
# Liveness only, on the port the server listens on: readiness (/readyz, Redis, the catalogue
# service, not shutting down) is for the load balancer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 8080}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is process 1, so SIGTERM reaches the server's graceful shutdown and SIGHUP its profile reload.
CMD ["node", "dist/server/main.js"]
