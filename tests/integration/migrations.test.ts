import { describe, expect, it } from "vitest";
import { diffDatabaseToSchema, diffMigrationsToSchema } from "../../scripts/db/schema-engine";

describe("committed migrations", () => {
  it("replayed into an empty database, produce exactly schema.prisma", async () => {
    expect(await diffMigrationsToSchema()).toBe("");
  });

  it("deployed to the real test PostgreSQL, leave nothing to migrate", async () => {
    expect(await diffDatabaseToSchema(process.env.DATABASE_URL!)).toBe("");
  });
});
