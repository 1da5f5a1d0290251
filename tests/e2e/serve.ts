// Playwright's web server: a fresh, migrated and seeded database (a copy of the run's seeded
// template when `npm test` made one, tests/support/test-templates.ts), and the production build
// (`next build` ran before) on E2E_PORT. The database is dropped on exit.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverNodeArgs } from "../../runtime/command";
import { startFakeSmtp } from "../fakes/smtp";
import { provisionSeededDatabase } from "../support/test-templates";

const port = process.env.E2E_PORT ?? "3100";
// Mails land in E2E_MAIL_DIR, where the tests read them (tests/support/mail.ts).
const workDir = path.join(os.tmpdir(), `examprep-e2e-${port}`);
fs.rmSync(workDir, { recursive: true, force: true });
const storageDir = path.join(workDir, "storage");
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(workDir, "mail");
const smtp = await startFakeSmtp(mailDir);
const database = await provisionSeededDatabase("e2e", { embeddedPort: 54332, storageDir });
// For the few states a spec cannot reach through a screen or the API (tests/e2e/support.ts).
fs.mkdirSync(workDir, { recursive: true });
fs.writeFileSync(path.join(workDir, "database-url"), database.url);

// Through the launcher `npm start` uses (one process unless WEB_CONCURRENCY says otherwise).
const next = spawn(process.execPath, serverNodeArgs(["--port", port]), {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: database.url,
    APP_URL: `http://localhost:${port}`,
    AUTH_SECRET: "e2e-test-secret-0123456789abcdefghijklmnop",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    STORAGE_DIR: storageDir,
    // No Flutterwave key: payments go through the built-in simulator, allowed explicitly.
    PAYMENTS_SIMULATOR: "true",
    // The tests reach the server over loopback and name their client in X-Forwarded-For, as a proxy would.
    TRUST_PROXY: "127.0.0.1/32,::1/128",
    SMTP_URL: smtp.url,
  },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (next.exitCode === null) {
    const exited = new Promise((resolve) => next.once("exit", resolve));
    next.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  await database.drop().catch((err) => console.error("could not drop the e2e database", err));
  await smtp.close();
  process.exit(code);
}
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));
next.on("exit", (code) => void stop(code ?? 1));
