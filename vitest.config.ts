import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Two files at a time even on two cores (Vitest's default there is one): integration files
    // mostly wait on PostgreSQL, and each worker has a database of its own
    // (tests/support/integration-database.ts).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "next.config.test.ts",
            "lib/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "runtime/**/*.test.ts",
            "components/**/*.test.ts",
            "app/**/*.test.ts",
            "bench/**/*.test.ts",
            "prisma/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        // Interactive client components, rendered in jsdom and driven as a student would.
        resolve: { alias },
        test: {
          name: "component",
          include: ["**/*.test.tsx"],
          exclude: ["node_modules/**", ".next/**", "tests/e2e/**"],
          environment: "jsdom",
          setupFiles: ["tests/support/component-setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/integration-setup.ts"],
          setupFiles: ["tests/support/integration-database.ts"],
          env: { NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "integration-test-secret-0123456789abcdef" },
          pool: "forks",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
