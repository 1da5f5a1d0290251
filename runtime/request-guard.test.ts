import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badRequestReason, refuseBadRequest } from "./request-guard";

describe("badRequestReason", () => {
  it.each(["TRACE", "TRACK", "CONNECT", "trace"])("refuses %s with 405", (method) => {
    expect(badRequestReason(method, "/api/courses")).toMatchObject({
      status: 405,
      body: { error: "method_not_allowed" },
    });
  });

  it.each([
    "/api/courses/%E0%A4%A",
    "/api/courses/%ZZ",
    "/%",
    "/api/courses/a%00b",
    "/api/media/avatars/../x.png",
    "/api/media/avatars/..%2F..%2F.env",
    "/api/stream/%2E%2E/secret",
    "/api/media/./avatars/x.png",
    "/api/media/avatars/..%5Cx",
  ])("refuses the path %s with 400", (url) => {
    expect(badRequestReason("GET", url)).toMatchObject({ status: 400, body: { error: "bad_request" } });
  });

  it.each([
    "/",
    "/api/courses?search=%ZZ",
    "/api/courses?search=a%00b",
    "/api/courses/c-1",
    "/api/media/avatars/a..b.png",
    "/courses/%E2%82%A6",
    "/_next/static/chunks/x.js",
  ])("lets %s through (a query is the handler's to judge)", (url) => {
    expect(badRequestReason("GET", url)).toBeNull();
    expect(badRequestReason("POST", url)).toBeNull();
  });
});

describe("refuseBadRequest", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (refuseBadRequest(req, res)) return;
      res.end("served");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("answers with the contract's JSON error and passes other requests on", async () => {
    const trace = await fetch(`${base}/api/courses`, { method: "TRACE" }).catch(() => null);
    // fetch refuses to send TRACE itself; node:http does.
    expect(trace).toBeNull();
    const res = await new Promise<http.IncomingMessage & { body: string }>((resolve, reject) => {
      http
        .request(`${base}/api/courses`, { method: "TRACE" }, (r) => {
          let body = "";
          r.on("data", (c) => (body += c));
          r.on("end", () => resolve(Object.assign(r, { body })));
        })
        .on("error", reject)
        .end();
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(res.body)).toEqual({ message: "This method is not allowed", error: "method_not_allowed" });
    const bad = await fetch(`${base}/api/courses/%E0%A4%A`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "The request path is not valid", error: "bad_request" });
    expect(await (await fetch(`${base}/api/courses`)).text()).toBe("served");
  });
});

describe("refuseBadRequest on a kept-alive connection", () => {
  it("leaves a bodiless request's connection usable, and closes one whose body it did not read", async () => {
    const server = http.createServer((req, res) => {
      if (refuseBadRequest(req, res)) return;
      res.end("served");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const port = (server.address() as AddressInfo).port;
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, method, path, agent }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        });
        req.on("error", reject);
        req.end(body);
      });
    try {
      expect((await send("TRACE", "/x")).status).toBe(405);
      expect((await send("GET", "/x")).status).toBe(200);
      expect(await send("POST", "/a%00b", "x".repeat(1000))).toEqual({ status: 400, connection: "close" });
      expect((await send("GET", "/x")).status).toBe(200);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
