// npm run bench – builds the app, starts it on a fresh seeded database, runs every
// measurement and writes bench/results/latest.json (with a `targets` list) and latest.md.
// Machine-dependent figures are reported next to a baseline measured in the same run.
//   BENCH_SKIP_BUILD=1   reuse the existing .next build (made with EXAMPREP_BENCH_ROUTES=1)
//   BENCH_ONLY=pages,api run only these modules (pages, lighthouse, interactions, api, rush,
//                        video, catalogue, exam, prediction, media, lab), written to bench/results/partial.*;
//                        when none of them needs the app (SERVERLESS), it is neither built
//                        nor started
//   BENCH_PROFILE_DIR=dir write a V8 CPU profile of the app (open it in Chrome DevTools)
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes, createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { encode } from "next-auth/jwt";
import { seedDatabase } from "../prisma/seed";
import { hashPassword } from "../server/auth/password";
import { createPrismaClient } from "../server/db-client";
import { createLocalStorage } from "../server/integrations/storage/local";
import { serverNodeArgs } from "../runtime/command";
import { waitForHealth } from "../tests/support/app-processes";
import { ensureRedis } from "../tests/support/redis";
import { provisionTestDatabase } from "../tests/support/test-database";
import type { BenchContext, Section, Target } from "./context";
import { watchMachinePauses } from "./machine-pauses";

type Module = { name: string; run(ctx: BenchContext): Promise<Section> };

const MODULES: Record<string, () => Promise<Module>> = {
  pages: async () => ({ name: "pages", run: (await import("./pages")).measurePages }),
  lighthouse: async () => ({ name: "lighthouse", run: (await import("./lighthouse")).measureLighthouse }),
  interactions: async () => ({ name: "interactions", run: (await import("./interactions")).measureInteractions }),
  api: async () => ({ name: "api", run: (await import("./capacity")).measureApi }),
  rush: async () => ({ name: "rush", run: (await import("./rush")).measureExamRush }),
  "start-burst": async () => ({ name: "start-burst", run: (await import("./start-burst")).measureStartBurst }),
  video: async () => ({ name: "video", run: (await import("./video")).measureVideo }),
  catalogue: async () => ({ name: "catalogue", run: (await import("./catalogue")).measureCatalogue }),
  exam: async () => ({ name: "exam", run: (await import("./exam")).measureExam }),
  prediction: async () => ({ name: "prediction", run: (await import("./prediction")).measurePrediction }),
  media: async () => ({ name: "media", run: (await import("./media")).measureMedia }),
  lab: async () => ({ name: "lab", run: (await import("./lab-class")).measureLabClass }),
};

/** Modules that need only the seeded database, not the app: ctx.baseUrl is not served for them alone. */
const SERVERLESS = new Set(["prediction", "media"]);

const PORT = Number(process.env.BENCH_PORT ?? 3300);
// Server processes, as `npm start` runs them with WEB_CONCURRENCY: one per core by default.
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? os.cpus().length);
const log = (line: string) => console.log(`[bench] ${line}`);

// The empty page and the empty route handler the measurements compare with are only in a
// build made with EXAMPREP_BENCH_ROUTES=1; a production build has neither.
const BENCH_ROUTES = ["/floor", "/api/bench-floor"];

async function checkBenchRoutes(url: string) {
  for (const route of BENCH_ROUTES) {
    const res = await fetch(url + route);
    await res.arrayBuffer();
    if (res.status !== 200) {
      throw new Error(
        `${route} answered ${res.status}: the build has no bench routes. Build with \`EXAMPREP_BENCH_ROUTES=1 npx next build\`, or run without BENCH_SKIP_BUILD.`,
      );
    }
  }
}

function markdown(sections: Section[], targets: Target[]): string {
  const table = (rows: (string | number)[][]) => {
    const [head, ...body] = rows;
    if (!head) return "";
    return [
      `| ${head.join(" | ")} |`,
      `|${head.map(() => "---").join("|")}|`,
      ...body.map((r) => `| ${r.join(" | ")} |`),
    ].join("\n");
  };
  const parts = [
    `# Benchmark (${new Date().toISOString()})`,
    "",
    `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    "",
  ];
  parts.push(
    "## Targets",
    "",
    table([
      ["target", "value", "goal", "result"],
      ...targets.map((t) => [
        t.name,
        `${t.value}${t.unit ? ` ${t.unit}` : ""}`,
        t.target,
        t.pass ? "pass" : "**FAIL**",
      ]),
    ]),
    "",
  );
  for (const s of sections) {
    parts.push(`## ${s.title}`, "", table(s.table), "");
    for (const note of s.notes ?? []) parts.push(`- ${note}`);
    if (s.notes?.length) parts.push("");
  }
  return parts.join("\n");
}

async function main() {
  const only = process.env.BENCH_ONLY?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const authSecret = randomBytes(32).toString("base64url");
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "examprep-bench-"));
  const storageDir = path.join(workDir, "storage");
  const probeDir = path.join(workDir, "probe");
  fs.mkdirSync(probeDir);
  const pausesFile = path.join(workDir, "machine-pauses.jsonl");
  const needsApp = Object.keys(MODULES).some((name) => (!only || only.includes(name)) && !SERVERLESS.has(name));

  if (!needsApp) {
    log("no selected module needs the app: not building or starting it");
  } else if (!process.env.BENCH_SKIP_BUILD) {
    log("building the app (next build)");
    const build = spawnSync(process.execPath, [path.resolve("node_modules/next/dist/bin/next"), "build"], {
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", EXAMPREP_BENCH_ROUTES: "1" },
    });
    if (build.status !== 0) throw new Error("next build failed");
  }

  log("provisioning a fresh database");
  const database = await provisionTestDatabase("bench", { embeddedPort: Number(process.env.BENCH_PG_PORT ?? 54390) });
  const db = createPrismaClient(database.url, { max: 8 });
  await seedDatabase(db, { storage: createLocalStorage(storageDir), databaseUrl: database.url });

  const baseUrl = `http://127.0.0.1:${PORT}`;
  let app: ChildProcess | undefined;
  const sections: Section[] = [];
  const pauseWatch = watchMachinePauses(pausesFile);
  // Several server processes share their rate-limit counters through Redis (the app refuses to run several without it),
  // and the rush runs across processes of its own.
  const redis = needsApp ? await ensureRedis() : null;
  try {
    const profile = process.env.BENCH_PROFILE_DIR
      ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE_DIR)}`]
      : [];
    const nodeArgs = serverNodeArgs(
      ["--port", String(PORT), "--hostname", "127.0.0.1"],
      [path.resolve("bench/app-probe.ts")],
    );
    // What every app process of the bench shares; sections that start processes of their own use it too.
    const appEnv: Record<string, string> = {
      EXAMPREP_BENCH_ROUTES: "1",
      DATABASE_URL: database.url,
      AUTH_SECRET: authSecret,
      APP_URL: baseUrl,
      STORAGE_DIR: storageDir,
      PAYMENTS_SIMULATOR: "true",
      LOG_LEVEL: "error",
      ...(redis ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString("hex")}:` } : {}),
    };
    if (needsApp)
      app = spawn(process.execPath, [...profile, ...nodeArgs], {
        stdio: ["ignore", "ignore", "inherit"],
        env: {
          ...process.env,
          NODE_ENV: "production",
          NEXT_TELEMETRY_DISABLED: "1",
          ...appEnv,
          DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? "20",
          WEB_CONCURRENCY: String(INSTANCES),
          BENCH_PROBE_DIR: probeDir,
        },
      });
    if (app) {
      await waitForHealth(`${baseUrl}/api/health`, undefined, 60_000);
      await checkBenchRoutes(baseUrl);
      log(`app up at ${baseUrl}`);
    }

    // One argon2 hash for every bench account; sessions are minted the way sign-in mints them.
    const passwordHash = await hashPassword("BenchPassword1");
    const ctx: BenchContext = {
      baseUrl,
      instances: INSTANCES,
      appEnv,
      databaseUrl: database.url,
      authSecret,
      chromiumPath,
      probeDir,
      pausesFile,
      storageDir,
      db,
      log,
      async students(n, label) {
        const stamp = `${label}-${Date.now().toString(36)}`;
        const users = Array.from({ length: n }, (_, i) => ({
          id: `bench-${stamp}-${i}`,
          role: "student" as const,
          email: `${stamp}-${i}@bench.examprep.ng`,
          passwordHash,
          firstName: "Bench",
          lastName: `Student ${i}`,
          displayName: `Bench S.`,
          academicLevel: "Senior Secondary 3",
          emailVerifiedAt: new Date(),
        }));
        for (let i = 0; i < users.length; i += 1000) await db.user.createMany({ data: users.slice(i, i + 1000) });
        const sessions = users.map((u) => ({
          id: `${u.id}-s`,
          userId: u.id,
          secret: randomBytes(32).toString("base64url"),
        }));
        for (let i = 0; i < sessions.length; i += 1000) {
          await db.session.createMany({
            data: sessions.slice(i, i + 1000).map((s) => ({
              id: s.id,
              userId: s.userId,
              tokenHash: createHash("sha256").update(s.secret).digest("hex"),
              expiresAt: new Date(Date.now() + 86_400_000),
            })),
          });
        }
        return Promise.all(
          sessions.map(async (s, i) => ({
            id: s.userId,
            email: users[i]!.email,
            token: await encode({
              token: { sid: s.id, sk: s.secret, sub: s.userId },
              secret: authSecret,
              maxAge: 86_400,
            }),
          })),
        );
      },
    };

    for (const name of Object.keys(MODULES)) {
      if (only && !only.includes(name)) continue;
      const mod = await MODULES[name]!();
      log(`running ${name}`);
      const started = Date.now();
      try {
        sections.push(await mod.run(ctx));
      } catch (err) {
        console.error(err);
        sections.push({
          title: `${name} (failed)`,
          table: [["error"], [String(err instanceof Error ? err.message : err)]],
          targets: [{ name: `${name} ran`, value: 0, target: "completes", pass: false }],
          data: null,
        });
      }
      log(`${name} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    pauseWatch.stop();
    app?.kill("SIGTERM");
    await redis?.stop();
    await new Promise((r) => setTimeout(r, 500));
    await db.$disconnect();
    await database.drop().catch(() => undefined);
    fs.rmSync(workDir, { recursive: true, force: true });
  }

  const targets = sections.flatMap((s) => s.targets);
  const out = path.resolve("bench/results");
  fs.mkdirSync(out, { recursive: true });
  const result = {
    generated_at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memory_gib: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    targets,
    sections: sections.map((s) => ({ title: s.title, notes: s.notes ?? [], data: s.data })),
  };
  // A partial run (BENCH_ONLY) must not overwrite the record of the last full one.
  const name = only ? "partial" : "latest";
  fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(result, null, 2));
  const md = markdown(sections, targets);
  fs.writeFileSync(path.join(out, `${name}.md`), md);
  console.log("\n" + md);
  const failed = targets.filter((t) => !t.pass).length;
  console.log(`\n${targets.length - failed} targets passed, ${failed} missed`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
