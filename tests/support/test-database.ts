// A fresh database for one test run: on the server named by TEST_DATABASE_URL or
// DATABASE_URL when set, else on a throwaway embedded PostgreSQL. It is migrated with the
// committed migrations (as `prisma migrate deploy` would) and dropped afterwards.
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureDatabase, startEmbeddedPostgres } from "../../scripts/db/embedded-postgres";
import { deployMigrations } from "../../scripts/db/schema-engine";

export type TestDatabase = { url: string; name: string; drop(): Promise<void> };

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function provisionTestDatabase(
  label: string,
  options: { embeddedPort?: number } = {},
): Promise<TestDatabase> {
  const name = `examprep_test_${label}_${randomBytes(4).toString("hex")}`;
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

  if (serverUrl) {
    const adminUrl = withDatabase(serverUrl, "postgres");
    await ensureDatabase(adminUrl, name);
    const url = withDatabase(serverUrl, name);
    await deployMigrations(url);
    return {
      url,
      name,
      drop: async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        try {
          await client.query(`drop database if exists "${name}" with (force)`);
        } finally {
          await client.end();
        }
      },
    };
  }

  const port = options.embeddedPort ?? 54330;
  const server = await startEmbeddedPostgres({
    dataDir: path.join(os.tmpdir(), `examprep-test-pg-${port}`),
    port,
    ephemeral: true,
  });
  await ensureDatabase(server.adminUrl, name);
  const url = server.urlFor(name);
  await deployMigrations(url);
  return {
    url,
    name,
    drop: async () => {
      // A cluster this process started is ephemeral: stopping it discards its databases, and a
      // runner's signal to the whole process group may have stopped it already.
      if (server.owned) return server.stop();
      const client = new pg.Client({ connectionString: server.adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
