import "server-only";
import { createPrismaClient, type Db } from "./db-client";
import { env } from "./env";

// One Prisma client per process, kept on globalThis so hot reload in development does
// not open a new pool on every edit.
const globalForDb = globalThis as unknown as { examprepDb?: Db };

function connect(): Db {
  if (!env.DATABASE_URL) {
    throw new Error("DATABASE_URL is not set. Start the app with `npm run dev` or `npm start`, which provide one.");
  }
  return createPrismaClient(env.DATABASE_URL);
}

export const db: Db = globalForDb.examprepDb ?? connect();
if (env.NODE_ENV !== "production") globalForDb.examprepDb = db;
