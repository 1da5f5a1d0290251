// Vitest setup file of the integration projects: each worker process works on a copy of the
// run's seeded database of its own (made on its first file, dropped by ./integration-setup.ts),
// so files in different workers never see each other's rows, as files run one after another
// never did, and no file waits for the migrations or the seed. Runs before the file's imports,
// which read DATABASE_URL once (server/env.ts). Only pg: this runs before every file.
import pg from "pg";

const at = (database: string) => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
};
// One per worker of each group of files (vitest.config.ts), whichever runs at the same time.
const sharedModules = process.env.TEST_FILES_SHARE_MODULES === "1";
const name = `${process.env.TEST_WORKER_DATABASE_PREFIX}_${sharedModules ? "shared" : "own"}_w${process.env.VITEST_POOL_ID ?? "1"}`;
const admin = new pg.Client({ connectionString: at("postgres") });
await admin.connect();
try {
  const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (!rowCount) await admin.query(`create database "${name}" template "${process.env.TEST_SEEDED_TEMPLATE_DATABASE}"`);
} finally {
  await admin.end();
}
process.env.DATABASE_URL = at(name);

// Where files share a worker's modules, a file must leave the environment as it found it: the
// app reads it once (server/env.ts), so a change would reach every later file of the worker.
// Such a file restores what it changed, or is listed among those with modules of their own.
if (sharedModules) {
  const { afterAll, beforeAll, expect } = await import("vitest");
  // Vitest's own variables name the file being run.
  const own = (key: string) => !key.startsWith("VITEST");
  const snapshot = async () => {
    const { env } = await import("@/server/env");
    const values = Object.fromEntries(Object.entries(process.env).filter(([key]) => own(key)));
    for (const [key, value] of Object.entries(env)) values[`server/env.ts ${key}`] = JSON.stringify(value);
    return values;
  };
  let before: Record<string, string | undefined>;
  beforeAll(async () => {
    before = await snapshot();
  });
  afterAll(async () => {
    const after = await snapshot();
    const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);
    expect(changed, "this file left the environment changed: restore it, or give the file modules of its own").toEqual(
      [],
    );
  });
}
