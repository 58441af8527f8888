# The portal as a container image (docs/operations.md): the web app and the server are built
# in one stage, production dependencies are installed in another, and the final image holds
# only dist/, those node_modules and package.json (its "type": "module" makes dist/*.js ES
# modules), owned by root and run as the unprivileged `node` user.
#
#   docker build -t benefits-portal .
#   docker run --env-file portal.env -p 3000:3000 benefits-portal
#   docker run --env-file portal.env benefits-portal node dist/cli/main.js unlock <user name>

FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# dist/web (with the login page's size budget) and dist/server with its migrations.
RUN npm run build

FROM node:20-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-slim
# MALLOC_ARENA_MAX and the two V8 heap flags below keep the process under 200 MB resident
# under the login load (docs/operations.md, "Memory"; the bench starts the server the same way).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
USER node
EXPOSE 3000
# The process answers; readiness (/auth/ready) is the load balancer's to ask.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/auth/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# main.ts closes cleanly on SIGTERM: requests in flight finish, the outbox stops claiming.
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=256", "dist/server/main.js"]
