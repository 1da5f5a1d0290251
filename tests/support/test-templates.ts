// The run's template databases: one migrated, and one seeded from it (prisma/seed.ts) with the
// files its seed stored. `npm test` makes them once (scripts/test.ts) for Vitest and Playwright
// and hands them on in the environment; a runner started alone makes its own. Every test
// database is then a copy (./test-database.ts), so the migrations replay once per run and the
// seed runs once, not once per test file, per web server and per spec that needs the demo data.
import fs from "node:fs";
import path from "node:path";
import { seedDatabase } from "../../prisma/seed";
import { deployMigrations } from "../../scripts/db/schema-engine";
import { createPrismaClient } from "../../server/db-client";
import { createLocalStorage } from "../../server/integrations/storage/local";
import {
  cloneDatabase,
  dropDatabase,
  provisionTestDatabase,
  testServer,
  uniqueDatabaseName,
  withAdmin,
  type TestDatabase,
} from "./test-database";

export type TestTemplates = {
  /** TEST_DATABASE_URL, TEST_TEMPLATE_DATABASE, TEST_SEEDED_TEMPLATE_DATABASE, TEST_SEEDED_STORAGE_DIR. */
  env: Record<string, string>;
  drop(): Promise<void>;
};

async function seedInto(url: string, storageDir: string): Promise<void> {
  const db = createPrismaClient(url, { max: 2 });
  try {
    await seedDatabase(db, { storage: createLocalStorage(storageDir), databaseUrl: url });
  } finally {
    await db.$disconnect();
  }
}

/** True when the environment names templates a runner above this one made. */
export const templatesGiven = () =>
  Boolean(
    process.env.TEST_DATABASE_URL &&
    process.env.TEST_TEMPLATE_DATABASE &&
    process.env.TEST_SEEDED_TEMPLATE_DATABASE &&
    process.env.TEST_SEEDED_STORAGE_DIR,
  );

/** Makes both templates on the run's server (./test-database.ts's testServer); the seed's files go under `workDir`. */
export async function prepareTestTemplates(options: { embeddedPort: number; workDir: string }): Promise<TestTemplates> {
  const server = await testServer(options.embeddedPort);
  const migrated = uniqueDatabaseName("template");
  const seeded = uniqueDatabaseName("seeded");
  const storageDir = path.join(options.workDir, "seeded-storage");
  const drop = async () => {
    if (server.owned) return server.stop();
    await dropDatabase(server.adminUrl, seeded);
    await dropDatabase(server.adminUrl, migrated);
  };
  try {
    await withAdmin(server.adminUrl, (c) => c.query(`create database "${migrated}"`));
    await deployMigrations(server.urlFor(migrated));
    await cloneDatabase(server.adminUrl, seeded, migrated);
    await seedInto(server.urlFor(seeded), storageDir);
  } catch (err) {
    await drop().catch(() => undefined);
    throw err;
  }
  return {
    env: {
      TEST_DATABASE_URL: server.adminUrl,
      TEST_TEMPLATE_DATABASE: migrated,
      TEST_SEEDED_TEMPLATE_DATABASE: seeded,
      TEST_SEEDED_STORAGE_DIR: storageDir,
    },
    drop,
  };
}

/**
 * A migrated database holding the demo data, whose files are in `storageDir`: a copy of the
 * run's seeded template and its files when there is one, else migrated and seeded here.
 */
export async function provisionSeededDatabase(
  label: string,
  options: { embeddedPort?: number; storageDir: string },
): Promise<TestDatabase> {
  if (templatesGiven()) {
    const name = uniqueDatabaseName(label);
    const server = await testServer();
    await cloneDatabase(server.adminUrl, name, process.env.TEST_SEEDED_TEMPLATE_DATABASE!);
    fs.cpSync(process.env.TEST_SEEDED_STORAGE_DIR!, options.storageDir, { recursive: true });
    return { url: server.urlFor(name), name, drop: () => dropDatabase(server.adminUrl, name) };
  }
  const database = await provisionTestDatabase(label, options);
  await seedInto(database.url, options.storageDir);
  return database;
}
