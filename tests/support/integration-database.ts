// Vitest setup file of the integration project: each worker process works on a copy of the
// run's seeded database of its own (made on its first file, dropped by ./integration-setup.ts),
// so files in different workers never see each other's rows, as files run one after another
// never did, and no file waits for the migrations or the seed. Runs before the file's imports,
// which read DATABASE_URL once (server/env.ts).
import { withAdmin, withDatabase } from "./test-database";

const server = process.env.TEST_DATABASE_URL!;
const name = `${process.env.TEST_WORKER_DATABASE_PREFIX}_w${process.env.VITEST_POOL_ID ?? "1"}`;
await withAdmin(withDatabase(server, "postgres"), async (c) => {
  const { rowCount } = await c.query("select 1 from pg_database where datname = $1", [name]);
  if (!rowCount) await c.query(`create database "${name}" template "${process.env.TEST_SEEDED_TEMPLATE_DATABASE}"`);
});
process.env.DATABASE_URL = withDatabase(server, name);
