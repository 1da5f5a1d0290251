import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          // Pure logic: the files of a worker share their modules instead of importing everything
          // afresh per file, which was most of the project's time. A file that leaves module state
          // behind resets it (server/db-client.test.ts).
          isolate: false,
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
            "tests/support/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        // Interactive client components, rendered in jsdom and driven as a student would.
        resolve: { alias },
        test: {
          name: "component",
          // As the unit files: one jsdom and one module graph per worker, not per file.
          isolate: false,
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
          // Each worker on a copy of the seeded database of its own, so files may run side by side
          // (Vitest runs one worker per core but one).
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
