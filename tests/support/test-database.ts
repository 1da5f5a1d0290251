// Fresh databases for tests: on the server named by TEST_DATABASE_URL or DATABASE_URL when
// set, else on a throwaway embedded PostgreSQL; dropped afterwards. A database is migrated with
// the committed migrations (as `prisma migrate deploy` would) or, when the run made templates
// (./test-templates.ts, named in TEST_TEMPLATE_DATABASE and TEST_SEEDED_TEMPLATE_DATABASE), is
// a copy of one: PostgreSQL copies a template's files, far faster than replaying the migrations
// or running the seed.
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureDatabase, startEmbeddedPostgres } from "../../scripts/db/embedded-postgres";
import { deployMigrations } from "../../scripts/db/schema-engine";

export type TestDatabase = { url: string; name: string; drop(): Promise<void> };

export type TestServer = {
  /** Connection string of the server's `postgres` database, for admin work. */
  adminUrl: string;
  urlFor(database: string): string;
  /** True when this process started it: a throwaway cluster, whose stop discards every database. */
  owned: boolean;
  /** Stops the server when this process started it, else does nothing. */
  stop(): Promise<void>;
};

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The run's server: TEST_DATABASE_URL's or DATABASE_URL's, else a throwaway embedded cluster on `embeddedPort`. */
export async function testServer(embeddedPort = 54330): Promise<TestServer> {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (serverUrl) {
    return {
      adminUrl: withDatabase(serverUrl, "postgres"),
      urlFor: (d) => withDatabase(serverUrl, d),
      owned: false,
      stop: async () => {},
    };
  }
  const server = await startEmbeddedPostgres({
    dataDir: path.join(os.tmpdir(), `examprep-test-pg-${embeddedPort}`),
    port: embeddedPort,
    ephemeral: true,
  });
  return { ...server, stop: () => (server.owned ? server.stop() : Promise.resolve()) };
}

export async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const dropDatabase = (adminUrl: string, name: string) =>
  withAdmin(adminUrl, (c) => c.query(`drop database if exists ${quoted(name)} with (force)`)).then(() => undefined);

/** Creates `name` as a copy of the template database `template` (which nobody may be connected to). */
export const cloneDatabase = (adminUrl: string, name: string, template: string) =>
  withAdmin(adminUrl, (c) => c.query(`create database ${quoted(name)} template ${quoted(template)}`)).then(
    () => undefined,
  );

export const uniqueDatabaseName = (label: string) => `examprep_test_${label}_${randomBytes(4).toString("hex")}`;

/** A migrated, empty database of its own. */
export async function provisionTestDatabase(
  label: string,
  options: { embeddedPort?: number } = {},
): Promise<TestDatabase> {
  const name = uniqueDatabaseName(label);
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (template && process.env.TEST_DATABASE_URL) {
    const server = await testServer();
    await cloneDatabase(server.adminUrl, name, template);
    return { url: server.urlFor(name), name, drop: () => dropDatabase(server.adminUrl, name) };
  }

  const server = await testServer(options.embeddedPort ?? 54330);
  await ensureDatabase(server.adminUrl, name);
  const url = server.urlFor(name);
  await deployMigrations(url);
  // A cluster this process started is ephemeral: stopping it discards its databases, and a
  // runner's signal to the whole process group may have stopped it already.
  return { url, name, drop: () => (server.owned ? server.stop() : dropDatabase(server.adminUrl, name)) };
}
