# Production image for docker-compose.yml: the app (`npm start`) and its worker (`npm run worker`).
# Three stages: the build (every dependency), the production dependencies alone, and the image
# that runs, as the unprivileged `node` user with no devDependencies (the server runs its
# TypeScript through tsx, which is a dependency).
FROM node:20.19.5-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/db/generate.mjs scripts/db/generate.mjs
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm ci
COPY . .
RUN npm run build && rm -rf .next/cache

FROM node:20.19.5-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/db/generate.mjs scripts/db/generate.mjs
COPY prisma ./prisma
COPY prisma.config.ts ./
# postinstall generates the Prisma client into server/generated.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20.19.5-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
# ffmpeg transcodes uploaded lessons into the data-lite ladder (docs/media.md).
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
COPY . .
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/server/generated ./server/generated
# Next.js writes its caches under .next; .data is where local storage would go without S3.
COPY --from=build --chown=node:node /app/.next ./.next
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
# exec: npm, then Node, receive the container's SIGTERM and drain (docs/decisions.md).
CMD ["sh", "-c", "npm run db:migrate && exec npm start"]
