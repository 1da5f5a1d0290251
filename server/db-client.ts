import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client";

// Builds a Prisma client over node-postgres. Password hashes are omitted from every
// query unless a caller asks for them explicitly with `omit: { passwordHash: false }`.
export function createPrismaClient(connectionString: string, options: { max?: number } = {}) {
  const adapter = new PrismaPg({ connectionString, max: options.max ?? 10 });
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
}

export type Db = ReturnType<typeof createPrismaClient>;
