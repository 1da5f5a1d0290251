// A real HTTP server around route handlers, for protocols whose client needs a socket (tus
// resumes after a dropped connection): each request becomes a NextRequest with a streaming
// body, as Next.js would build it, and the handler's Response is streamed back.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { NextRequest } from "next/server";
import { CLIENT_IP_HEADER } from "@/server/runtime-bridge";
import type { RouteHandler } from "./api";
import { assertDeclared } from "./declared-answer";

/** One route file: the paths it answers (named groups become its params) and its exported handlers. */
export type ServedRoute = { pattern: RegExp; handlers: Partial<Record<string, RouteHandler>> };
export type RouteServer = { origin: string; close(): Promise<void> };

/** Serves `routes` on 127.0.0.1 at a free port; the first whose pattern matches the path answers. */
export async function serveRoutes(routes: ServedRoute[], appUrl: string): Promise<RouteServer> {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", appUrl);
    const matched = routes.map((r) => ({ route: r, match: r.pattern.exec(url.pathname) })).find((m) => m.match);
    const handler = matched?.route.handlers[req.method ?? "GET"];
    if (!matched || !handler) {
      res.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    headers.set(CLIENT_IP_HEADER, "10.9.9.9");
    const hasBody = req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS";
    const request = new NextRequest(url, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      duplex: "half",
      signal: abortedWith(req, res),
    });
    try {
      const response = await handler(request, { params: Promise.resolve({ ...matched.match!.groups }) });
      const isJson = (response.headers.get("content-type") ?? "").includes("json");
      assertDeclared(handler.endpoint, response.status, isJson ? await response.clone().json() : null, isJson);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body) Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
      else res.end();
    } catch (err) {
      // An answer the definition does not declare (tests/support/declared-answer.ts) fails the request loudly.
      console.error(err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Aborted when the client's connection closes before the answer is sent. */
function abortedWith(req: http.IncomingMessage, res: http.ServerResponse): AbortSignal {
  const controller = new AbortController();
  req.socket.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
