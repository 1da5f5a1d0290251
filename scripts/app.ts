// npm run dev | npm start | npm run lab. Validates the environment, then:
// - DATABASE_URL set: uses that database as it is (operators run `npm run db:migrate`);
// - DATABASE_URL unset: starts the embedded PostgreSQL under .data/postgres, migrates it,
//   seeds it on first start, and stops it when the app stops.
// The app process runs the background jobs (server/jobs/in-app.ts) unless RUN_WORKERS=false;
// on the embedded database always, since nothing else can reach it.
// Lab mode (docs/schools.md) is `npm start` for a school's local network without internet: always
// the embedded database, listening on every interface, APP_URL the machine's LAN address (so join
// links and QR codes work on the students' phones), new accounts verified as they are made
// (LAB_MODE: no mail can arrive), and the addresses and a QR code printed once it answers.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import "dotenv/config";
import { readOrCreateDevSecret } from "../server/config/dev-secret";
import { EnvError, parseEnv, type Env } from "../server/config/env-schema";
import { paymentsSimulatorOn, SIMULATOR_WARNING } from "../server/config/payments-mode";
import { DATA_DIR } from "../server/config/paths";
import { storageFromEnv } from "../server/integrations/storage/from-env";
import { createPrismaClient } from "../server/db-client";
import { seedDatabase } from "../prisma/seed";
import { deployMigrations } from "./db/schema-engine";
import { ensureDatabase, startEmbeddedPostgres, type RunningPostgres } from "./db/embedded-postgres";
import { serverNodeArgs } from "../runtime/command";
import { labBanner, labUrl, lanAddresses } from "./lab-network";

const lab = process.argv[2] === "lab";
const mode = process.argv[2] === "start" || lab ? "start" : "dev";
/** How long a stopping launcher waits for the app (its drain limit and the workers' stop, with room to spare). */
const CHILD_STOP_LIMIT_MS = 15_000;
const say = (line: string) => console.log(`[examprep] ${line}`);

function validateEnv() {
  if (lab && process.env.DATABASE_URL?.trim()) {
    say(
      "lab mode keeps its data on this machine: DATABASE_URL is ignored, the embedded PostgreSQL (.data/postgres) is used",
    );
    delete process.env.DATABASE_URL;
  }
  const embedded = !process.env.DATABASE_URL?.trim();
  try {
    // A production server needs its own AUTH_SECRET, except on the embedded database,
    // which only ever runs on one machine (a laptop, CI or the benchmark).
    return parseEnv(
      { ...process.env, NODE_ENV: mode === "start" ? "production" : "development" },
      {
        requireAuthSecret: mode === "start" && !embedded,
      },
    );
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function prepareEmbeddedDatabase(env: Env): Promise<{ url: string; pg: RunningPostgres }> {
  say("DATABASE_URL is not set: starting the embedded PostgreSQL (.data/postgres)");
  const pg = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, "postgres"), detached: true });
  await ensureDatabase(pg.adminUrl, "examprep");
  const url = pg.urlFor("examprep");
  const applied = await deployMigrations(url);
  if (applied.length) say(`applied migrations: ${applied.join(", ")}`);
  const db = createPrismaClient(url, { max: 2 });
  try {
    // First start (no accounts yet): load the demo data.
    if ((await db.user.count()) === 0) {
      await seedDatabase(db, { log: (line) => say(`seed: ${line}`), storage: storageFromEnv(env), databaseUrl: url });
    }
  } finally {
    await db.$disconnect();
  }
  return { url, pg };
}

async function main() {
  const env = validateEnv();
  const childEnv: NodeJS.ProcessEnv = { NEXT_TELEMETRY_DISABLED: "1", ...process.env, PORT: String(env.PORT) };
  let pg: RunningPostgres | undefined;

  if (!env.DATABASE_URL) {
    const prepared = await prepareEmbeddedDatabase(env);
    pg = prepared.pg;
    childEnv.DATABASE_URL = prepared.url;
    childEnv.AUTH_SECRET ??= readOrCreateDevSecret();
    // The embedded database only ever serves one machine: without a Flutterwave key,
    // `npm start` there may use the payment simulator like `npm run dev`.
    if (!env.FLUTTERWAVE_SECRET_KEY) childEnv.PAYMENTS_SIMULATOR ??= "true";
    if (!env.RUN_WORKERS)
      say("RUN_WORKERS=false is ignored on the embedded database: the background jobs run in the app");
    childEnv.RUN_WORKERS = "true";
  } else {
    say(
      env.RUN_WORKERS
        ? "background jobs run in the app process (set RUN_WORKERS=false where `npm run worker` runs them)"
        : "RUN_WORKERS=false: the app only enqueues background jobs; run `npm run worker` beside it",
    );
  }

  const simulator = paymentsSimulatorOn(
    { ...env, PAYMENTS_SIMULATOR: env.PAYMENTS_SIMULATOR || ["true", "1"].includes(childEnv.PAYMENTS_SIMULATOR ?? "") },
    mode === "start",
  );
  if (simulator) console.warn(`[examprep] ${SIMULATOR_WARNING}`);
  // The production server (runtime/: WEB_CONCURRENCY processes); `next dev` as is.
  const serveArgs = ["--port", String(env.PORT), ...(lab ? ["--hostname", "0.0.0.0"] : [])];
  const addresses = lab ? lanAddresses(os.networkInterfaces()) : [];
  if (lab) {
    // An APP_URL given by hand wins (a fixed address the school printed); else the LAN address found now.
    childEnv.APP_URL = process.env.APP_URL?.trim() || labUrl(addresses, env.PORT) || `http://localhost:${env.PORT}`;
    childEnv.LAB_MODE = "true";
    say(`lab mode: APP_URL=${childEnv.APP_URL}`);
  }
  const command =
    mode === "dev" ? [path.resolve("node_modules/next/dist/bin/next"), "dev", ...serveArgs] : serverNodeArgs(serveArgs);
  const child = spawn(process.execPath, command, { stdio: "inherit", env: childEnv });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // The server drains its requests and its workers finish the jobs in hand (up to
    // DRAIN_LIMIT_MS); the embedded database must outlive them.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, CHILD_STOP_LIMIT_MS))]);
    }
    if (pg?.owned) {
      say("stopping the embedded database");
      await pg.stop().catch((err: unknown) => say(`could not stop the embedded database: ${String(err)}`));
    }
    process.exit(code);
  };
  // embedded-postgres registers exit hooks that would stop its servers and exit at once; this
  // launcher stops the app first and the database after it. (tsx's own relay is not listed by
  // process.listeners and stays.)
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
    process.on(signal, () => void stop(0));
  }
  child.on("exit", (code) => void stop(code ?? 0));
  if (lab) void announceLab(env.PORT, addresses);
}

/** Once the server answers, the addresses phones open and a QR code of the first. */
async function announceLab(port: number, addresses: ReturnType<typeof lanAddresses>) {
  for (let waited = 0; waited < 180_000; waited += 1000) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) {
      console.log(`\n${await labBanner(addresses, port)}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  say("the server did not answer within 3 minutes: see its messages above");
}

main().catch((err) => {
  console.error(`[examprep] could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
