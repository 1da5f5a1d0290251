// The edge of the API under attack: client addresses a client cannot invent, forged
// cross-site requests, bodies of the wrong type, and a database that is not there.
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, describe, expect, it } from "vitest";
import { GET as listCourses } from "@/app/api/courses/route";
import { PUT as updateProfile } from "@/app/api/student-profile/route";
import { POST as studentSignin } from "@/app/api/students/signin/route";
import { parseTrustProxy } from "@/lib/web/trust-proxy";
import { proxyTrust, stampClientIp, type ProxyTrust } from "@/runtime/client-ip";
import { CLIENT_IP_HEADER } from "@/server/runtime-bridge";
import { createDatabase } from "@/server/db-client";
import { APP_URL, call, newStudent, openDb, STUDENT_PASSWORD, uniqueEmail } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

/**
 * The sign-in handler behind a node:http server that stamps the client address as the
 * runtime does (runtime/client-ip.ts), with the trust given.
 */
async function signinServer(trust: ProxyTrust) {
  const server = http.createServer(async (req, res) => {
    stampClientIp(req, trust);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = new NextRequest(new URL(req.url ?? "/", "http://localhost:3000"), {
      method: req.method,
      headers: requestHeaders(req.headers),
      body: Buffer.concat(chunks),
    });
    const response = await studentSignin(request, { params: Promise.resolve({}) });
    res.writeHead(response.status, { "content-type": "application/json" });
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** The request's headers as a route handler gets them. */
function requestHeaders(incoming: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  return headers;
}

/** A wrong-password sign-in from a loopback address of our choosing (each test its own socket address). */
function signin(port: number, from: string, headers: Record<string, string>): Promise<number> {
  const body = JSON.stringify({ email: uniqueEmail("guess"), password: "Wrong-Password-1" });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        localAddress: from,
        method: "POST",
        path: "/api/students/signin",
        headers: { "content-type": "application/json", ...headers },
      },
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

  async function start(trust: ProxyTrust) {
    const { server, port } = await signinServer(trust);
    servers.push(server);
    return port;
  }

  it("ignores X-Forwarded-For without TRUST_PROXY: inventing it each time still hits the per-IP sign-in limit", async () => {
    const port = await start(proxyTrust(parseTrustProxy(undefined)));
    const from = loopback();
    for (let i = 0; i < 30; i++)
      expect(await signin(port, from, { "x-forwarded-for": invented() }), `attempt ${i + 1}`).toBe(401);
    expect(await signin(port, from, { "x-forwarded-for": invented() })).toBe(429);
    // A client that forges the app's own header gets nowhere either.
    expect(await signin(port, from, { [CLIENT_IP_HEADER]: invented() })).toBe(429);
  });

  it("behind a trusted proxy, hops the client adds to the left change nothing", async () => {
    const port = await start(proxyTrust(parseTrustProxy("127.0.0.0/8")));
    const client = invented();
    const from = loopback();
    for (let i = 0; i < 30; i++)
      expect(await signin(port, from, { "x-forwarded-for": `${invented()}, ${client}` })).toBe(401);
    expect(await signin(port, from, { "x-forwarded-for": `${invented()}, ${client}` })).toBe(429);
    // Another client behind the same proxy has a budget of its own.
    expect(await signin(port, from, { "x-forwarded-for": invented() })).toBe(401);
  });
});

describe("cross-site requests and body types", () => {
  const evil = "https://evil.example";
  const firstName = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id } })).firstName;
  const put = (options: {
    cookie?: string;
    token?: string;
    headers?: Record<string, string>;
    rawBody?: string;
    body?: unknown;
  }) => call(updateProfile, { path: "/api/student-profile", method: "PUT", ...options });

  it("refuses a cookie request from another origin with 403 and changes nothing", async () => {
    const student = await newStudent();
    const forged: Record<string, string>[] = [
      { origin: evil },
      { "sec-fetch-site": "cross-site" },
      { referer: `${evil}/page` },
      {},
    ];
    for (const headers of forged) {
      const res = await put({ cookie: student.token, headers, body: { first_name: "Forged" } });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body).toEqual({ message: "Cross-site requests are not allowed", error: "cross_site_request" });
    }
    expect(await firstName(student.id)).toBe("Ifeoma");
  });

  it("serves the app's own origin with the cookie, and a Bearer client from anywhere", async () => {
    const student = await newStudent();
    const same = await put({
      cookie: student.token,
      headers: { origin: new URL(APP_URL).origin },
      body: { first_name: "Adaeze" },
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(await firstName(student.id)).toBe("Adaeze");
    const bearer = await put({ token: student.token, headers: { origin: evil }, body: { first_name: "Ngozi" } });
    expect(bearer.status, JSON.stringify(bearer.body)).toBe(200);
    expect(await firstName(student.id)).toBe("Ngozi");
  });

  it("answers 415 to a JSON body sent as text/plain or as a form, and changes nothing", async () => {
    const student = await newStudent();
    const origin = new URL(APP_URL).origin;
    const text = await put({
      cookie: student.token,
      headers: { origin, "content-type": "text/plain" },
      rawBody: JSON.stringify({ first_name: "Plain" }),
    });
    expect(text.status).toBe(415);
    expect(text.body.error).toBe("unsupported_media_type");
    const form = await put({
      token: student.token,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      rawBody: "first_name=Form",
    });
    expect(form.status).toBe(415);
    expect(form.body.error).toBe("unsupported_media_type");
    expect(await firstName(student.id)).toBe("Ifeoma");
  });

  it("refuses a sign-in forged from another site (login CSRF): no session is made", async () => {
    const student = await newStudent();
    const sessionsBefore = await db.session.count({ where: { userId: student.id } });
    const forged: Record<string, string>[] = [{ origin: evil }, { "sec-fetch-site": "cross-site" }];
    for (const headers of forged) {
      const res = await call(studentSignin, {
        path: "/api/students/signin",
        headers,
        body: { email: student.email, password: STUDENT_PASSWORD },
      });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe("cross_site_request");
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await db.session.count({ where: { userId: student.id } })).toBe(sessionsBefore);
    // The app's own page, and a client with no browser headers, still sign in.
    const own = await call(studentSignin, {
      path: "/api/students/signin",
      headers: { origin: new URL(APP_URL).origin, "sec-fetch-site": "same-origin" },
      body: { email: student.email, password: STUDENT_PASSWORD },
    });
    expect(own.status).toBe(200);
    const api = await call(studentSignin, {
      path: "/api/students/signin",
      body: { email: student.email, password: STUDENT_PASSWORD },
    });
    expect(api.status).toBe(200);
  });
});

describe("database outage", () => {
  const globalForDb = globalThis as unknown as { examprepDatabase?: ReturnType<typeof createDatabase> };

  /** Runs `fn` with the app's database (Prisma and the pool under it) pointed at `url`. */
  async function withDatabase<T>(url: string, fn: () => Promise<T>): Promise<T> {
    const saved = globalForDb.examprepDatabase;
    const broken = createDatabase(url, { max: 2 });
    globalForDb.examprepDatabase = broken;
    try {
      return await fn();
    } finally {
      globalForDb.examprepDatabase = saved;
      await broken.prisma.$disconnect().catch(() => undefined);
    }
  }

  async function expectUnavailable(res: Awaited<ReturnType<typeof call>>, started: number, withinMs: number) {
    expect(Date.now() - started).toBeLessThan(withinMs);
    expect(res.status, res.text).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(res.body).toEqual({ message: expect.any(String), error: "service_unavailable" });
  }

  it("answers 503 with Retry-After at once when nothing listens on the database port", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await withDatabase(`postgres://postgres@127.0.0.1:${port}/examprep`, async () => {
      let started = Date.now();
      await expectUnavailable(await call(listCourses, { path: "/api/courses?search=physics" }), started, 5_000);
      started = Date.now();
      await expectUnavailable(
        await call(studentSignin, {
          path: "/api/students/signin",
          body: { email: uniqueEmail(), password: "Whatever-9" },
        }),
        started,
        5_000,
      );
    });
  });

  it("answers 503 within the connect timeout when the database accepts connections but never answers", async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      await withDatabase(`postgres://postgres@127.0.0.1:${port}/examprep`, async () => {
        const started = Date.now();
        await expectUnavailable(await call(listCourses, { path: "/api/courses?search=chemistry" }), started, 15_000);
      });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
