// A database of one test file's own, for tests whose work spans the whole database (the
// background sweeps finish every expired attempt) and must not touch other files' rows.
import { afterAll } from "vitest";
import { provisionTestDatabase, type TestDatabase } from "./test-database";

/**
 * A migrated, empty database on the run's server, which the app modules of the calling file
 * then use: call it before importing any of them (import them dynamically), since
 * server/env.ts reads DATABASE_URL once. Dropped after the file.
 */
export async function privateDatabase(label: string): Promise<TestDatabase> {
  const shared = process.env.DATABASE_URL;
  const database = await provisionTestDatabase(label);
  process.env.DATABASE_URL = database.url;
  afterAll(async () => {
    process.env.DATABASE_URL = shared;
    await database.drop();
  });
  return database;
}
