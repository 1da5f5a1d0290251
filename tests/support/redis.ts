// A Redis for tests and the bench that run several app processes: REDIS_URL when set, else one
// on 127.0.0.1:6379 if it answers, else a redis-server of our own on a free port (Debian's
// redis-server package; .ci/run installs it), stopped with `stop()`.
import { spawn, spawnSync } from "node:child_process";
import net from "node:net";

export type TestRedis = { url: string; stop(): Promise<void> };

function answers(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(500);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}

export async function ensureRedis(): Promise<TestRedis> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => undefined };
  if (await answers(6379)) return { url: "redis://127.0.0.1:6379", stop: async () => undefined };
  if (spawnSync("redis-server", ["--version"]).status !== 0) {
    throw new Error(
      "Several app processes need Redis: set REDIS_URL, start Redis on 127.0.0.1:6379, or install redis-server.",
    );
  }
  const port = await freePort();
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 50 && !(await answers(port)); i++) await new Promise((r) => setTimeout(r, 100));
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
