// Real app processes for tests and the bench that are about many of them: production servers
// (the build `npm test` makes first) and `npm run worker` on one database, and a small
// round-robin proxy in front that reports each client in X-Forwarded-For, as a load balancer does.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serverNodeArgs } from "../../runtime/command";

export type RunningProcess = {
  name: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once it has exited. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
};

function track(name: string, child: ChildProcess): RunningProcess {
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  return {
    name,
    child,
    output: () => output,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A production server on `port` (one process unless env says WEB_CONCURRENCY); `nodeFlags` and `preloads` for a profile or a probe. */
export function startApp(
  name: string,
  port: number,
  env: Record<string, string>,
  options: { nodeFlags?: string[]; preloads?: string[] } = {},
): RunningProcess {
  const args = serverNodeArgs(["--port", String(port), "--hostname", "127.0.0.1"], options.preloads);
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn", ...env },
  });
  return track(name, child);
}

/** `npm run worker` on env's database. */
export function startWorker(env: Record<string, string>): RunningProcess {
  const tsx = path.resolve("node_modules/tsx/dist/cli.mjs");
  const child = spawn(process.execPath, [tsx, "--conditions=react-server", "scripts/worker.ts"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
  });
  return track("worker", child);
}

/** Resolves once `url` answers 200, or rejects after `withinMs` (or when `process` exits first). */
export async function waitForHealth(url: string, process?: RunningProcess, withinMs = 90_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  let gone = false;
  void process?.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${process!.name} exited before it answered:\n${process!.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${withinMs} ms`);
}

export type RoundRobinProxy = { url: string; close(): Promise<void> };

/**
 * Hands each request to the next of `targets` in turn. X-Forwarded-For is the client the request
 * names in `x-test-client` (a test's stand-in for many phones), else its socket's address.
 */
export async function startRoundRobinProxy(targets: string[], port = 0): Promise<RoundRobinProxy> {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const server = http.createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length]!);
    const client = String(req.headers["x-test-client"] ?? req.socket.remoteAddress ?? "unknown");
    const headers: http.OutgoingHttpHeaders = { ...req.headers, "x-forwarded-for": client };
    delete headers["x-test-client"];
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
