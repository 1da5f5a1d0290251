// Vitest global setup for the integration project: the run's migrated and seeded template
// databases (made here unless `npm test` made them, ./test-templates.ts), a local storage folder
// holding the seed's files, a real SMTP server capturing mail and a fake Flutterwave over real
// HTTP, handed to the test workers through the environment. Each worker process then works on a
// copy of the seeded database of its own (./integration-database.ts), dropped here at the end.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFakeFlutterwave } from "../fakes/flutterwave";
import { startFakeSmtp } from "../fakes/smtp";
import { dropDatabase, uniqueDatabaseName, withAdmin, withDatabase } from "./test-database";
import { prepareTestTemplates, templatesGiven, type TestTemplates } from "./test-templates";

const FAKE_FLUTTERWAVE_SECRET = "FLWSECK_TEST-integration";
let templates: TestTemplates | undefined;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>> | undefined;
let flutterwave: Awaited<ReturnType<typeof startFakeFlutterwave>> | undefined;
let workDir: string | undefined;

// Both groups of integration files (vitest.config.ts) name this setup; Vitest runs it for each, in
// one process. The first does the work and the last teardown undoes it.
const shared = globalThis as { examprepIntegrationSetups?: number };

export async function setup() {
  shared.examprepIntegrationSetups = (shared.examprepIntegrationSetups ?? 0) + 1;
  if (shared.examprepIntegrationSetups > 1) return;
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "examprep-int-"));
  const storageDir = path.join(workDir, "storage");
  const mailDir = path.join(workDir, "mail");
  smtp = await startFakeSmtp(mailDir);
  flutterwave = await startFakeFlutterwave(FAKE_FLUTTERWAVE_SECRET);
  if (!templatesGiven()) {
    // A port of its own, so two runs (two developers' terminals, a helper) never share a cluster.
    templates = await prepareTestTemplates({ embeddedPort: 55000 + Math.floor(Math.random() * 2000), workDir });
    Object.assign(process.env, templates.env);
  }
  fs.cpSync(process.env.TEST_SEEDED_STORAGE_DIR!, storageDir, { recursive: true });
  process.env.TEST_WORKER_DATABASE_PREFIX = uniqueDatabaseName("int");
  process.env.STORAGE_DIR = storageDir;
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_CAPTURE_DIR = mailDir;
  // SMS and WhatsApp go to the local fake's folder (server/integrations/messaging/local.ts).
  process.env.MESSAGING_DIR = path.join(workDir, "messages");
  // Payments go to the local fake Flutterwave, over real HTTP.
  process.env.FLUTTERWAVE_BASE_URL = flutterwave.url;
  process.env.FLUTTERWAVE_SECRET_KEY = FAKE_FLUTTERWAVE_SECRET;
  process.env.FLUTTERWAVE_WEBHOOK_HASH = "integration-webhook-hash";
  process.env.FLUTTERWAVE_TIMEOUT_MS = "1500";
  process.env.CRON_SECRET = "integration-cron-secret-0123456789";
}

export async function teardown() {
  shared.examprepIntegrationSetups = (shared.examprepIntegrationSetups ?? 1) - 1;
  if (shared.examprepIntegrationSetups > 0) return;
  await smtp?.close();
  await flutterwave?.close();
  const server = process.env.TEST_DATABASE_URL;
  const prefix = process.env.TEST_WORKER_DATABASE_PREFIX;
  if (server && prefix) {
    const adminUrl = withDatabase(server, "postgres");
    const { rows } = await withAdmin(adminUrl, (c) =>
      c.query<{ datname: string }>("select datname from pg_database where starts_with(datname, $1)", [prefix]),
    );
    for (const { datname } of rows) await dropDatabase(adminUrl, datname);
  }
  await templates?.drop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
}
