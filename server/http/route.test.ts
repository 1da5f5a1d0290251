import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { AppError } from "../errors";
import { readJson, readQuery } from "./read-input";
import { json, route } from "./route";

const URL_X = "http://localhost/api/x";
const ctx = (params: Record<string, string> = { id: "1" }) => ({ params: Promise.resolve(params) });

function post(body?: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(URL_X, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let savedLogLevel: string | undefined;
beforeAll(() => {
  savedLogLevel = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = "silent";
});
afterAll(() => {
  if (savedLogLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = savedLogLevel;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("json", () => {
  it("answers JSON with no-store and merges extra headers", async () => {
    const res = json({ ok: true }, { status: 201, headers: { "x-extra": "1" } });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-extra")).toBe("1");
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe("route: success", () => {
  it("sends a plain object as 200 JSON with no-store and a generated x-request-id", async () => {
    const handler = route(() => ({ hello: "world" }));
    const res = await handler(post(), ctx());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-request-id")).toMatch(UUID);
    expect(await res.json()).toEqual({ hello: "world" });
  });

  it("generates a different request id per request", async () => {
    const handler = route(() => ({}));
    const a = (await handler(post(), ctx())).headers.get("x-request-id");
    const b = (await handler(post(), ctx())).headers.get("x-request-id");
    expect(a).not.toBe(b);
  });

  it("echoes an incoming x-request-id and gives it to the handler", async () => {
    let seen = "";
    const handler = route(({ requestId }) => {
      seen = requestId;
      return { ok: true };
    });
    const res = await handler(post(undefined, { "x-request-id": "req-abc-123" }), ctx());
    expect(res.headers.get("x-request-id")).toBe("req-abc-123");
    expect(seen).toBe("req-abc-123");
  });

  it("truncates an overlong incoming x-request-id to 64 characters", async () => {
    const handler = route(() => ({}));
    const res = await handler(post(undefined, { "x-request-id": "a".repeat(200) }), ctx());
    expect(res.headers.get("x-request-id")).toBe("a".repeat(64));
  });

  it("passes the route params and the request to the handler", async () => {
    const handler = route<{ id: string }>(async ({ params, req }) => ({
      id: params.id,
      method: req.method,
      path: req.nextUrl.pathname,
    }));
    const res = await handler(post(), ctx({ id: "42" }));
    expect(await res.json()).toEqual({ id: "42", method: "POST", path: "/api/x" });
  });

  it("passes an empty params object when Next gives none", async () => {
    const handler = route(({ params }) => ({ params }));
    const res = await handler(post(), ctx({}));
    expect(await res.json()).toEqual({ params: {} });
  });

  it("passes a Response through unchanged, adding the x-request-id", async () => {
    const handler = route(
      () => new Response("created", { status: 201, headers: { "content-type": "text/plain", "x-custom": "yes" } }),
    );
    const res = await handler(post(undefined, { "x-request-id": "rid-1" }), ctx());
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toBe("text/plain");
    expect(res.headers.get("x-custom")).toBe("yes");
    expect(res.headers.get("x-request-id")).toBe("rid-1");
    expect(await res.text()).toBe("created");
  });

  it("sends an array result as JSON too", async () => {
    const handler = route(() => [1, 2, 3]);
    const res = await handler(post(), ctx());
    expect(await res.json()).toEqual([1, 2, 3]);
  });
});

describe("route: errors", () => {
  it("maps an AppError to its status and body, keeping the request id and headers", async () => {
    const handler = route(() => {
      throw new AppError("rate_limited", "Too many attempts", { headers: { "retry-after": "60" } });
    });
    const res = await handler(post(undefined, { "x-request-id": "rid-429" }), ctx());
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(res.headers.get("x-request-id")).toBe("rid-429");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ message: "Too many attempts", error: "rate_limited" });
  });

  it("maps a rejected async handler's AppError", async () => {
    const handler = route(async () => {
      throw new AppError("not_found", "Course not found");
    });
    const res = await handler(post(), ctx());
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Course not found", error: "not_found" });
  });

  it("maps a Prisma-like P2002 error to 409", async () => {
    const handler = route(() => {
      throw Object.assign(new Error("Unique constraint failed on users_email_key"), { code: "P2002" });
    });
    const res = await handler(post(), ctx());
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "This already exists", error: "conflict" });
  });

  it("answers an unexpected Error with a bare 500 that leaks neither message nor stack", async () => {
    const handler = route(() => {
      throw new Error("db password is hunter2");
    });
    const res = await handler(post(undefined, { "x-request-id": "rid-500" }), ctx());
    expect(res.status).toBe(500);
    expect(res.headers.get("x-request-id")).toBe("rid-500");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: "Something went wrong. Please try again.", error: "internal_error" });
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("stack");
    expect(text).not.toContain("route.test");
  });

  it("answers a thrown non-Error value with a bare 500", async () => {
    const handler = route(() => {
      throw "kaboom";
    });
    const res = await handler(post(), ctx());
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: "Something went wrong. Please try again.", error: "internal_error" });
  });

  it("logs an unexpected error to stderr with the request id", async () => {
    process.env.LOG_LEVEL = "error";
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const handler = route(() => {
        throw new Error("db password is hunter2");
      });
      const res = await handler(post(undefined, { "x-request-id": "rid-log" }), ctx());
      expect(res.status).toBe(500);
    } finally {
      process.env.LOG_LEVEL = "silent";
    }
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "{}") as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "error", requestId: "rid-log", method: "POST", path: "/api/x" });
    expect(entry.err).toMatchObject({ name: "Error", message: "db password is hunter2" });
  });

  it("does not log expected AppErrors", async () => {
    process.env.LOG_LEVEL = "error";
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const handler = route(() => {
        throw new AppError("forbidden", "No");
      });
      expect((await handler(post(), ctx())).status).toBe(403);
    } finally {
      process.env.LOG_LEVEL = "silent";
    }
    expect(write).not.toHaveBeenCalled();
  });
});

describe("readJson through route", () => {
  const schema = z.object({
    title: z.string().min(3, "Title must be at least 3 characters").default("Untitled"),
    price: z.number().int().min(0, "Price cannot be negative").default(0),
  });
  const handler = route(async ({ req }) => ({ data: await readJson(req, schema) }));

  it("returns the validated body", async () => {
    const res = await handler(post(JSON.stringify({ title: "Algebra", price: 5000, extra: "dropped" })), ctx());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { title: "Algebra", price: 5000 } });
  });

  it("answers 400 malformed_json for malformed JSON", async () => {
    const res = await handler(post('{"title": "Algebra",'), ctx());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Request body must be valid JSON", error: "malformed_json" });
  });

  it.each(['[{"title":"Algebra"}]', "[]", '"a string"', "42", "null", "true"])(
    "answers 400 for a non-object JSON body %s",
    async (body) => {
      const res = await handler(post(body), ctx());
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "Request body must be a JSON object", error: "bad_request" });
    },
  );

  it("validates an empty body as {}", async () => {
    const res = await handler(post(), ctx());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { title: "Untitled", price: 0 } });
  });

  it("validates a whitespace-only body as {}", async () => {
    const res = await handler(post("  \n "), ctx());
    expect(await res.json()).toEqual({ data: { title: "Untitled", price: 0 } });
  });

  it("applies the schema to an empty body (required fields fail)", async () => {
    const strict = route(async ({ req }) =>
      readJson(req, z.object({ email: z.string({ message: "Email is required" }) })),
    );
    const res = await strict(post(), ctx());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Email is required",
      error: "validation_error",
      errors: { email: "Email is required" },
    });
  });

  it("answers 400 validation_error with an errors map when the schema fails", async () => {
    const res = await handler(post(JSON.stringify({ title: "Al", price: -5 })), ctx());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Title must be at least 3 characters",
      error: "validation_error",
      errors: { title: "Title must be at least 3 characters", price: "Price cannot be negative" },
    });
  });

  it("answers 413 for a body larger than 256 KB", async () => {
    const big = JSON.stringify({ title: "x".repeat(256 * 1024) });
    const res = await handler(post(big), ctx());
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "Request body is too large", error: "payload_too_large" });
  });

  it("accepts a body of exactly 256 KB", async () => {
    const prefix = '{"title":"';
    const suffix = '"}';
    const body = prefix + "x".repeat(256 * 1024 - prefix.length - suffix.length) + suffix;
    expect(body.length).toBe(256 * 1024);
    const res = await handler(post(body), ctx());
    expect(res.status).toBe(200);
  });

  it("answers 413 from a declared content-length before reading the body", async () => {
    const req = post(JSON.stringify({ title: "Algebra" }), { "content-length": String(256 * 1024 + 1) });
    const text = vi.spyOn(req, "text");
    const res = await handler(req, ctx());
    expect(res.status).toBe(413);
    expect(text).not.toHaveBeenCalled();
  });
});

describe("readJson directly", () => {
  it("throws AppError malformed_json", async () => {
    await expect(readJson(post("{nope"), z.object({}))).rejects.toMatchObject({ code: "malformed_json" });
  });

  it("throws AppError payload_too_large", async () => {
    await expect(readJson(post("x".repeat(256 * 1024 + 1)), z.object({}))).rejects.toMatchObject({
      code: "payload_too_large",
    });
  });

  it("counts bytes, not characters: multi-byte text over 256 KB is refused", async () => {
    const body = JSON.stringify({ t: "é".repeat(150_000) }); // 300,008 bytes in 150,008 characters
    await expect(readJson(post(body), z.object({ t: z.string() }))).rejects.toMatchObject({
      code: "payload_too_large",
    });
  });

  it("refuses a chunked body without content-length once it passes the limit", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const init = { method: "POST", body: stream, duplex: "half" };
    const req = new NextRequest("http://localhost/api/x", init as ConstructorParameters<typeof NextRequest>[1]);
    expect(req.headers.get("content-length")).toBeNull();
    await expect(readJson(req, z.object({}))).rejects.toMatchObject({ code: "payload_too_large" });
    expect(sent).toBeLessThanOrEqual(6); // stopped reading soon after the limit, not at the end
  });
});

describe("readQuery", () => {
  const schema = z.object({
    q: z.string().default(""),
    page: z.coerce.number().int().min(1).default(1),
    subject: z.string().optional(),
  });

  it("parses searchParams with the schema", () => {
    const req = new NextRequest("http://localhost/api/x?q=algebra&page=3&subject=Mathematics");
    expect(readQuery(req, schema)).toEqual({ q: "algebra", page: 3, subject: "Mathematics" });
  });

  it("applies defaults for absent parameters", () => {
    expect(readQuery(new NextRequest("http://localhost/api/x"), schema)).toEqual({ q: "", page: 1 });
  });

  it("decodes encoded values", () => {
    const req = new NextRequest("http://localhost/api/x?subject=Computer%20Science&q=a%26b");
    expect(readQuery(req, schema)).toMatchObject({ subject: "Computer Science", q: "a&b" });
  });

  it("throws a ZodError that route maps to 400", async () => {
    const handler = route(({ req }) => readQuery(req, schema));
    const res = await handler(new NextRequest("http://localhost/api/x?page=0"), ctx());
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; errors: Record<string, string> };
    expect(body.error).toBe("validation_error");
    expect(Object.keys(body.errors)).toEqual(["page"]);
  });

  it("passes a valid query through route", async () => {
    const handler = route(({ req }) => readQuery(req, schema));
    const res = await handler(new NextRequest("http://localhost/api/x?page=2"), ctx());
    expect(await res.json()).toEqual({ q: "", page: 2 });
  });
});

describe("route: cross-site requests", () => {
  const handler = vi.fn(() => ({ ok: true }));
  const guarded = route(handler);
  const request = (method: string, headers: Record<string, string>) =>
    new NextRequest("http://localhost:3000/api/x", {
      method,
      body: method === "GET" ? undefined : "{}",
      headers: { "content-type": "application/json", ...headers },
    });
  const cookie = { cookie: "examprep_session=abc" };

  it("answers 403 cross_site_request before the handler runs", async () => {
    handler.mockClear();
    const forged: Record<string, string>[] = [
      { origin: "https://evil.example", ...cookie },
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      cookie,
    ];
    for (const headers of forged) {
      const res = await guarded(request("POST", headers), ctx());
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "Cross-site requests are not allowed", error: "cross_site_request" });
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it("serves the app's own origin, Bearer clients, header-less clients and safe methods", async () => {
    expect((await guarded(request("POST", { origin: "http://localhost:3000", ...cookie }), ctx())).status).toBe(200);
    expect(
      (await guarded(request("PUT", { origin: "https://evil.example", authorization: "Bearer t" }), ctx())).status,
    ).toBe(200);
    expect((await guarded(request("POST", {}), ctx())).status).toBe(200);
    expect((await guarded(request("GET", { origin: "https://evil.example", ...cookie }), ctx())).status).toBe(200);
  });
});

describe("route: bodies that are not JSON, NUL bytes", () => {
  const schema = z.object({ name: z.string().optional() });
  const handler = route(async ({ req }) => readJson(req, schema));

  it.each([
    "text/plain",
    "text/plain;charset=UTF-8",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "",
  ])("answers 415 to a body sent as %j", async (type) => {
    const res = await handler(
      new NextRequest(URL_X, { method: "POST", body: '{"name":"x"}', headers: type ? { "content-type": type } : {} }),
      ctx(),
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      message: "Request body must be JSON (Content-Type: application/json)",
      error: "unsupported_media_type",
    });
  });

  it("accepts application/json with parameters and +json types, and a bodiless request of any type", async () => {
    for (const type of ["application/json; charset=utf-8", "Application/JSON", "application/merge-patch+json"]) {
      expect(
        (
          await handler(
            new NextRequest(URL_X, { method: "POST", body: '{"name":"x"}', headers: { "content-type": type } }),
            ctx(),
          )
        ).status,
      ).toBe(200);
    }
    expect(
      (await handler(new NextRequest(URL_X, { method: "POST", headers: { "content-type": "text/plain" } }), ctx()))
        .status,
    ).toBe(200);
  });

  it("answers 400, not 500, when PostgreSQL refuses a NUL byte, and 503 with Retry-After when it is unreachable", async () => {
    const nul = Object.assign(new Error("Database error"), {
      code: "P2039",
      meta: {
        driverAdapterError: {
          name: "DriverAdapterError",
          cause: { kind: "postgres", code: "22021", originalCode: "22021" },
        },
      },
    });
    const res = await route(() => Promise.reject(nul))(post(), ctx());
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("bad_request");
    const down = Object.assign(new Error("Can't reach database server at 127.0.0.1:1"), { code: "P1001" });
    const unavailable = await route(() => Promise.reject(down))(post(), ctx());
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get("retry-after")).toBe("5");
    expect((await unavailable.json()).error).toBe("service_unavailable");
  });
});

describe("readJson and readQuery refuse NUL bytes", () => {
  const handler = route(async ({ req }) =>
    readJson(req, z.object({ name: z.string(), tags: z.array(z.string()).optional() })),
  );
  const queried = route(({ req }) => readQuery(req, z.object({ search: z.string().optional() })));

  it.each(['{"name":"a\\u0000b"}', '{"name":"x","tags":["ok","\\u0000"]}', '{"name":"x","\\u0000":"y"}'])(
    "answers 400 to %s before validating",
    async (body) => {
      const res = await handler(post(body), ctx());
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: "The request contains a character that is not allowed",
        error: "bad_request",
      });
    },
  );

  it("answers 400 to a NUL in the query, and serves a malformed escape there as the text it is", async () => {
    const nul = await queried(new NextRequest("http://localhost/api/x?search=a%00b"), ctx());
    expect(nul.status).toBe(400);
    expect((await nul.json()).error).toBe("bad_request");
    const malformed = await queried(new NextRequest("http://localhost/api/x?search=%ZZ"), ctx());
    expect(malformed.status).toBe(200);
    expect(await malformed.json()).toEqual({ search: "%ZZ" });
  });
});

describe("route with an endpoint definition", () => {
  const definition = endpoint({
    method: "POST",
    path: "/api/x/{id}",
    auth: "none",
    tag: "Test",
    summary: "a test endpoint",
    query: z.object({ page: z.coerce.number().int().default(1) }),
    body: z.object({ name: z.string().min(1) }),
    responses: { 201: z.object({ id: z.string(), name: z.string(), page: z.number() }) },
  });

  it("gives the handler the parsed body and query, sends its only success status, and carries the definition", async () => {
    const handler = route(definition, ({ body, query, params }) => ({
      id: params.id,
      name: body.name,
      page: query.page,
    }));
    const res = await handler(
      new NextRequest(`${URL_X}?page=3`, {
        method: "POST",
        body: JSON.stringify({ name: "Ada" }),
        headers: { "content-type": "application/json" },
      }),
      ctx({ id: "7" }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: "7", name: "Ada", page: 3 });
    expect(handler.endpoint).toBe(definition);
  });

  it("refuses a body that fails the definition's schema before the handler runs", async () => {
    const seen = vi.fn(() => ({}));
    const res = await route(definition, seen)(post(JSON.stringify({ name: "" })), ctx());
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("validation_error");
    expect(seen).not.toHaveBeenCalled();
  });

  it("asks for a session when the definition's auth needs one", async () => {
    const seen = vi.fn(() => ({}));
    const res = await route({ ...definition, auth: "student" }, seen)(post(JSON.stringify({ name: "Ada" })), ctx());
    expect(res.status).toBe(401);
    expect(seen).not.toHaveBeenCalled();
  });

  it("refuses a scheduler's endpoint without its secret, and a webhook without its signature", async () => {
    const seen = vi.fn(() => ({}));
    for (const auth of ["cron", "webhook"] as const) {
      const res = await route({ ...definition, auth }, seen)(post(JSON.stringify({ name: "Ada" })), ctx());
      expect([401, 503]).toContain(res.status);
    }
    expect(seen).not.toHaveBeenCalled();
  });
});
