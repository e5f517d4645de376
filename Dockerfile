# The catalogue server in a container: demo mode by default; proxy mode with VTDB_UPSTREAM and
# VTDB_API_KEY; shared state with VTDB_REDIS_URL. compose.yaml runs two of these behind a load
# balancer with one Redis (README, "More than one instance").

# Build the browser (needs the dev dependencies: Vite, TypeScript).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npm run build

# Run: production dependencies only (tsx runs the server's TypeScript as it is).
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY server ./server
COPY contract ./contract
COPY deploy/workshop.example.yaml ./deploy/workshop.example.yaml
# Requests for a remap without Redis (VTDB_DATA_DIR): mount a volume here, or they go with the container.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 8080
# Liveness only: readiness (/readyz, Redis and the catalogue service) is for the load balancer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is process 1 (no tsx wrapper process), so SIGTERM reaches the server's clean shutdown.
CMD ["node", "--import", "tsx", "server/main.ts"]
