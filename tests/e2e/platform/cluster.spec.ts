// `npm start` runs WEB_CONCURRENCY server processes on one port (runtime/cluster.ts):
// they all answer, a crashed one is replaced, and SIGTERM stops them all. Runs the
// production build on its own port; the pages it asks for need no database.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { SERVER_NODE_FLAGS, serverNodeArgs } from "../../../runtime/command";

// Ports of their own, apart from the web server's, so suites run side by side on one machine do not meet.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1007;
const STATIC_FILE = "/icon.svg";
const base = `http://127.0.0.1:${PORT}`;

function childrenOf(pid: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so split after ")".
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false; // the process ended while we looked
      }
    })
    .map(Number);
}

/** GET of a static file (no database, no page render) on a fresh connection (a crashed process takes its open connections with it). */
function answers(): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(`${base}${STATIC_FILE}`, { agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(false));
  });
}

test("runs WEB_CONCURRENCY server processes, replaces a crashed one and stops them all on SIGTERM", async () => {
  test.setTimeout(90_000);
  const primary = spawn(process.execPath, serverNodeArgs(["--port", String(PORT), "--hostname", "127.0.0.1"]), {
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      WEB_CONCURRENCY: "2",
      // Several processes need shared counters; none is reached in this test.
      REDIS_URL: "redis://127.0.0.1:1",
      APP_URL: base,
      AUTH_SECRET: "cluster-test-secret-0123456789abcdefghij",
      DATABASE_URL: "postgres://nobody@127.0.0.1:9/none",
      LOG_LEVEL: "silent",
    },
  });
  const exited = new Promise<number | null>((resolve) => primary.once("exit", resolve));
  try {
    await expect.poll(answers, { timeout: 45_000, intervals: [250] }).toBe(true);
    await expect.poll(() => childrenOf(primary.pid!).length, { timeout: 30_000 }).toBe(2);
    const [first, second] = childrenOf(primary.pid!);
    // Each server process runs with the V8 flags a server needs (a larger young generation).
    for (const pid of [first!, second!]) {
      expect(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")).toEqual(
        expect.arrayContaining(SERVER_NODE_FLAGS),
      );
    }

    process.kill(first!, "SIGKILL");
    await expect
      .poll(() => childrenOf(primary.pid!).sort(), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([second]));
    await expect
      .poll(() => childrenOf(primary.pid!).filter((pid) => pid !== first).length, { timeout: 30_000 })
      .toBe(2);
    await expect.poll(answers, { timeout: 30_000 }).toBe(true);

    primary.kill("SIGTERM");
    expect(await exited).toBe(0);
    await expect.poll(() => fs.existsSync(`/proc/${second}`), { timeout: 10_000 }).toBe(false);
  } finally {
    if (primary.exitCode === null) primary.kill("SIGKILL");
  }
});

// A busy keep-alive client must not hold a stopping server open: answers given while it drains
// close their connection, so the process exits as soon as its requests are done.
test("SIGTERM drains a busy keep-alive connection and exits promptly", async () => {
  test.setTimeout(60_000);
  const port = PORT + 1;
  const server = spawn(process.execPath, serverNodeArgs(["--port", String(port), "--hostname", "127.0.0.1"]), {
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      WEB_CONCURRENCY: "1",
      APP_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: "cluster-test-secret-0123456789abcdefghij",
      DATABASE_URL: "postgres://nobody@127.0.0.1:9/none",
      LOG_LEVEL: "silent",
    },
  });
  const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<string | undefined>((resolve, reject) => {
      const req = http.get(`http://127.0.0.1:${port}${STATIC_FILE}`, { agent, timeout: 5_000 }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.headers.connection));
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", reject);
    });
  try {
    await expect
      .poll(
        () =>
          get().then(
            () => true,
            () => false,
          ),
        { timeout: 45_000, intervals: [250] },
      )
      .toBe(true);
    let busy = true;
    const headers: (string | undefined)[] = [];
    const loop = (async () => {
      while (busy) headers.push(await get().catch(() => "refused"));
    })();
    await new Promise((r) => setTimeout(r, 300));
    const stoppedAt = Date.now();
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    const took = Date.now() - stoppedAt;
    busy = false;
    await loop;
    expect(took, "the process waited out its 10 s drain limit").toBeLessThan(5_000);
    expect(headers.slice(-3)).toContain("refused");
  } finally {
    agent.destroy();
    if (server.exitCode === null) server.kill("SIGKILL");
  }
});
