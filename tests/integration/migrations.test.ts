import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { deployMigrations, diffDatabaseToSchema, diffMigrationsToSchema } from "../../scripts/db/schema-engine";

describe("committed migrations", () => {
  it("replayed into an empty database, produce exactly schema.prisma", async () => {
    expect(await diffMigrationsToSchema()).toBe("");
  });

  it("deployed to the real test PostgreSQL, leave nothing to migrate", async () => {
    expect(await diffDatabaseToSchema(process.env.DATABASE_URL!)).toBe("");
  });

  it("deploy once when three containers start at the same moment", async () => {
    const name = `examprep_migrate_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      const runs = await Promise.all([1, 2, 3].map(() => deployMigrations(url.toString())));
      const applied = runs.flat();
      expect(new Set(applied).size).toBe(applied.length);
      expect(runs.filter((r) => r.length > 0)).toHaveLength(1);
      expect(await diffDatabaseToSchema(url.toString())).toBe("");
    } finally {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
