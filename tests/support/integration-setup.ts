// Vitest global setup for the integration project: one fresh, migrated and seeded
// database for the run, a local storage folder and a real SMTP server capturing mail,
// handed to the test workers through the environment.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedDatabase } from "../../prisma/seed";
import { createPrismaClient } from "../../server/db-client";
import { createLocalStorage } from "../../server/integrations/storage/local";
import { startFakeSmtp } from "../fakes/smtp";
import { provisionTestDatabase, type TestDatabase } from "./test-database";

let database: TestDatabase | undefined;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>> | undefined;
let workDir: string | undefined;

export async function setup() {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "examprep-int-"));
  const storageDir = path.join(workDir, "storage");
  const mailDir = path.join(workDir, "mail");
  smtp = await startFakeSmtp(mailDir);
  database = await provisionTestDatabase("int", { embeddedPort: 54331 });
  const db = createPrismaClient(database.url, { max: 2 });
  try {
    await seedDatabase(db, { storage: createLocalStorage(storageDir) });
  } finally {
    await db.$disconnect();
  }
  process.env.DATABASE_URL = database.url;
  process.env.STORAGE_DIR = storageDir;
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_CAPTURE_DIR = mailDir;
}

export async function teardown() {
  await smtp?.close();
  await database?.drop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
}
