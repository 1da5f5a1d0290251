// Vitest global setup for the integration project: one fresh, migrated and seeded
// database for the run, a local storage folder and a real SMTP server capturing mail,
// handed to the test workers through the environment.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedDatabase } from "../../prisma/seed";
import { createPrismaClient } from "../../server/db-client";
import { createLocalStorage } from "../../server/integrations/storage/local";
import { startFakeFlutterwave } from "../fakes/flutterwave";
import { startFakeSmtp } from "../fakes/smtp";
import { provisionTestDatabase, type TestDatabase } from "./test-database";

const FAKE_FLUTTERWAVE_SECRET = "FLWSECK_TEST-integration";
let database: TestDatabase | undefined;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>> | undefined;
let flutterwave: Awaited<ReturnType<typeof startFakeFlutterwave>> | undefined;
let workDir: string | undefined;

export async function setup() {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "examprep-int-"));
  const storageDir = path.join(workDir, "storage");
  const mailDir = path.join(workDir, "mail");
  smtp = await startFakeSmtp(mailDir);
  flutterwave = await startFakeFlutterwave(FAKE_FLUTTERWAVE_SECRET);
  // A port of its own, so two runs (two developers' terminals, a helper) never share a cluster.
  database = await provisionTestDatabase("int", { embeddedPort: 55000 + Math.floor(Math.random() * 2000) });
  const db = createPrismaClient(database.url, { max: 2 });
  try {
    await seedDatabase(db, { storage: createLocalStorage(storageDir), databaseUrl: database.url });
  } finally {
    await db.$disconnect();
  }
  process.env.DATABASE_URL = database.url;
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
  await smtp?.close();
  await flutterwave?.close();
  await database?.drop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
}
