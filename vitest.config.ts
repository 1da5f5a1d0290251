import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

// Integration files that need modules of their own: they point the app at a database of their
// own before importing it (private-database.ts), mock a module, change the environment the app
// reads once (a payment client chosen on first use), stop this process's background jobs, or
// count this process's own database connections. Each runs in a fresh module graph; the rest
// share one per worker, as the unit files do, and keep the worker's mail worker running.
const OWN_MODULES = [
  "tests/integration/guardian/guardian-digest.test.ts",
  "tests/integration/jobs/failures.test.ts",
  "tests/integration/jobs/idempotency.test.ts",
  "tests/integration/jobs/workers.test.ts",
  "tests/integration/security-accounts.test.ts",
  "tests/integration/security-storage.test.ts",
  "tests/integration/media/ffmpeg-missing.test.ts",
  "tests/integration/media/transcode-fairness.test.ts",
  "tests/integration/quiz-attempts-migration.test.ts",
  "tests/integration/security-payment-simulator.test.ts",
  "tests/integration/session-cache.test.ts",
];

/** The integration files on real PostgreSQL: those sharing modules, or those with their own. */
function integration(name: string, ownModules: boolean): TestProjectInlineConfiguration {
  return {
    resolve: { alias },
    test: {
      name,
      include: ownModules ? OWN_MODULES : ["tests/integration/**/*.test.ts"],
      exclude: ownModules ? [] : OWN_MODULES,
      isolate: ownModules,
      environment: "node",
      // Run once for both groups (./tests/support/integration-setup.ts counts its users).
      globalSetup: ["tests/support/integration-setup.ts"],
      // Each worker on a copy of the seeded database of its own, so files may run side by side
      // (Vitest runs one worker per core but one).
      setupFiles: ["tests/support/integration-database.ts"],
      env: {
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        AUTH_SECRET: "integration-test-secret-0123456789abcdef",
        TEST_FILES_SHARE_MODULES: ownModules ? "0" : "1",
      },
      pool: "forks",
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

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
      integration("integration", false),
      integration("integration-own-modules", true),
    ],
  },
});
