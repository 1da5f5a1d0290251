// A TCP proxy that cuts the connection it carries after every `cutEveryBytes` sent upstream,
// `cuts` times in all, then carries the rest: a phone losing its signal mid-upload.
import net from "node:net";

export type CuttingProxy = { port: number; cutsMade(): number; close(): Promise<void> };

export async function startCuttingProxy(
  target: { host: string; port: number },
  options: { cuts: number; cutEveryBytes: number },
): Promise<CuttingProxy> {
  let cutsMade = 0;
  let sinceLastCut = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => undefined);
    }
    client.on("data", (chunk: Buffer) => {
      sinceLastCut += chunk.length;
      if (cutsMade < options.cuts && sinceLastCut >= options.cutEveryBytes) {
        cutsMade++;
        sinceLastCut = 0;
        client.destroy();
        upstream.destroy();
        return;
      }
      if (!upstream.write(chunk)) client.pause();
    });
    upstream.on("drain", () => client.resume());
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cutsMade: () => cutsMade,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
