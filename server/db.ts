import "server-only";
import { createPrismaClient, type Db } from "./db-client";
import { env } from "./env";

// One Prisma client per process, made on first use (so `next build` can import modules
// that use it without a database) and kept on globalThis so hot reload in development
// does not open a new pool on every edit.
const globalForDb = globalThis as unknown as { examprepDb?: Db };

function client(): Db {
  if (globalForDb.examprepDb) return globalForDb.examprepDb;
  if (!env.DATABASE_URL) {
    throw new Error("DATABASE_URL is not set. Start the app with `npm run dev` or `npm start`, which provide one.");
  }
  globalForDb.examprepDb = createPrismaClient(env.DATABASE_URL, { max: env.DATABASE_POOL_MAX });
  return globalForDb.examprepDb;
}

export const db: Db = new Proxy({} as Db, {
  get(_target, property) {
    const real = client();
    const value = Reflect.get(real, property, real);
    return typeof value === "function" ? value.bind(real) : value;
  },
});
