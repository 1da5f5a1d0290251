import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startCuttingProxy, type CuttingProxy } from "./cutting-proxy";

/** A server that counts the bytes it receives over all connections. */
async function countingServer(): Promise<{ port: number; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = net.createServer((socket) => {
    socket.on("data", (chunk) => (received += chunk.length));
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    received: () => received,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** Sends `bytes` through the proxy in 1 KB writes; resolves with how many were written before the connection closed. */
function send(port: number, bytes: number): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let written = 0;
    let closed = false;
    socket.on("error", () => undefined);
    socket.on("close", () => {
      closed = true;
      resolve(written);
    });
    const pump = () => {
      if (closed) return;
      if (written >= bytes) {
        socket.end();
        return;
      }
      written += 1024;
      socket.write(Buffer.alloc(1024), () => setImmediate(pump));
    };
    socket.on("connect", pump);
  });
}

let proxy: CuttingProxy | undefined;
afterEach(async () => proxy?.close());

describe("startCuttingProxy", () => {
  it("cuts the connection after every cutEveryBytes, as many times as asked, then carries everything", async () => {
    const server = await countingServer();
    proxy = await startCuttingProxy({ host: "127.0.0.1", port: server.port }, { cuts: 2, cutEveryBytes: 10 * 1024 });
    const first = await send(proxy.port, 100 * 1024);
    expect(first).toBeLessThan(100 * 1024);
    expect(proxy.cutsMade()).toBe(1);
    await send(proxy.port, 100 * 1024);
    expect(proxy.cutsMade()).toBe(2);
    expect(await send(proxy.port, 50 * 1024)).toBe(50 * 1024);
    expect(proxy.cutsMade()).toBe(2);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.received()).toBeGreaterThanOrEqual(50 * 1024);
    await server.close();
  });
});
