import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
// The web server's fake SMTP writes captured mail here; the tests read it (tests/support/mail.ts).
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `examprep-e2e-mail-${port}`);
process.env.MAIL_CAPTURE_DIR = process.env.E2E_MAIL_DIR;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--autoplay-policy=no-user-gesture-required",
  ],
};

// Runs against the production build (`npm test` builds first) on a fresh seeded database.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Budgets for a failure to show, not speed targets (those are `npm run bench`'s): on a two-core
  // machine busy with the server, PostgreSQL and two browsers, a journey can take twice as long.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  // A test tagged @phone is a phone journey (its file sets a 360 px touch viewport): it runs once,
  // on the phone, with a phone's user agent and pixel density; the rest run on the desktop.
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium }, grepInvert: /@phone/ },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromium }, grep: /@phone/ },
  ],
  webServer: {
    command: "npx tsx tests/e2e/serve.ts",
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "pipe",
    stderr: "pipe",
  },
});
