// The edge of the API under attack: client addresses a client cannot invent.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, describe, expect, it } from "vitest";
import { POST as studentSignin } from "@/app/api/students/signin/route";
import { CLIENT_IP_HEADER, parseTrustProxy, stampClientIp, type TrustProxy } from "@/scripts/client-ip.mjs";
import { requestHeaders } from "@/scripts/fast-lane.mjs";
import { uniqueEmail } from "../support/api";

/**
 * The sign-in handler behind a node:http server that stamps the client address as
 * scripts/http-server.mjs does, with the trust given.
 */
async function signinServer(trust: TrustProxy) {
  const server = http.createServer(async (req, res) => {
    stampClientIp(req, trust);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = new NextRequest(new URL(req.url ?? "/", "http://localhost:3000"), { method: req.method, headers: requestHeaders(req), body: Buffer.concat(chunks) });
    const response = await studentSignin(request, { params: Promise.resolve({}) });
    res.writeHead(response.status, { "content-type": "application/json" });
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** A wrong-password sign-in from a loopback address of our choosing (each test its own socket address). */
function signin(port: number, from: string, headers: Record<string, string>): Promise<number> {
  const body = JSON.stringify({ email: uniqueEmail("guess"), password: "Wrong-Password-1" });
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, localAddress: from, method: "POST", path: "/api/students/signin", headers: { "content-type": "application/json", ...headers } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const loopback = () => `127.${1 + (randomBytes(1)[0]! % 250)}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;
const invented = () => `203.0.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe("client address", () => {
  const servers: http.Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

  async function start(trust: TrustProxy) {
    const { server, port } = await signinServer(trust);
    servers.push(server);
    return port;
  }

  it("ignores X-Forwarded-For without TRUST_PROXY: inventing it each time still hits the per-IP sign-in limit", async () => {
    const port = await start(parseTrustProxy(undefined));
    const from = loopback();
    for (let i = 0; i < 30; i++) expect(await signin(port, from, { "x-forwarded-for": invented() }), `attempt ${i + 1}`).toBe(401);
    expect(await signin(port, from, { "x-forwarded-for": invented() })).toBe(429);
    // A client that forges the app's own header gets nowhere either.
    expect(await signin(port, from, { [CLIENT_IP_HEADER]: invented() })).toBe(429);
  });

  it("behind a trusted proxy, hops the client adds to the left change nothing", async () => {
    const port = await start(parseTrustProxy("127.0.0.0/8"));
    const client = invented();
    const from = loopback();
    for (let i = 0; i < 30; i++) expect(await signin(port, from, { "x-forwarded-for": `${invented()}, ${client}` })).toBe(401);
    expect(await signin(port, from, { "x-forwarded-for": `${invented()}, ${client}` })).toBe(429);
    // Another client behind the same proxy has a budget of its own.
    expect(await signin(port, from, { "x-forwarded-for": invented() })).toBe(401);
  });
});

