import "dotenv/config";
import { defineConfig } from "prisma/config";

// Prisma 7 reads no .env by itself. The URL only matters to CLI commands that touch the
// database; `prisma generate` (postinstall) must work without one, hence the fallback.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:54329/examprep" },
});
