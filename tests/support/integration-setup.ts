// Vitest global setup for the integration project: one fresh, migrated and seeded
// database for the run, handed to the test workers through the environment.
import path from "node:path";
import os from "node:os";
import { seedDatabase } from "../../prisma/seed";
import { createPrismaClient } from "../../server/db-client";
import { provisionTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase | undefined;

export async function setup() {
  database = await provisionTestDatabase("int", { embeddedPort: 54331 });
  const db = createPrismaClient(database.url, { max: 2 });
  const storageDir = path.join(os.tmpdir(), `examprep-int-storage-${process.pid}`);
  try {
    await seedDatabase(db, { storageDir });
  } finally {
    await db.$disconnect();
  }
  process.env.DATABASE_URL = database.url;
}

export async function teardown() {
  await database?.drop();
}
