import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openApiDocument as generate } from "@/server/http/openapi/document";
import { endpointModules, endpoints } from "./endpoints";

const openApiDocument = (url: string) => generate(url, endpoints);

// Every handler under app/api must appear in the OpenAPI document, declared in the endpoint.ts
// beside it. The one exception:
const UNDOCUMENTED = new Set([
  // The catch-all that answers a JSON 404 for any path no handler claims: no endpoint of its own.
  ...["GET", "POST", "PUT", "PATCH", "DELETE"].map((m) => `${m} /api/{path}`),
]);

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? routeFiles(full) : e.name === "route.ts" ? [full] : [];
  });
}

function handlers(): string[] {
  const apiDir = path.resolve("app/api");
  return routeFiles(apiDir).flatMap((file) => {
    const source = fs.readFileSync(file, "utf8");
    const urlPath =
      "/api/" +
      path
        .relative(apiDir, path.dirname(file))
        .split(path.sep)
        .map((s) => s.replace(/^\[(\.\.\.)?(\w+)\]$/, (_, _dots, name) => `{${name}}`))
        .join("/");
    const methods = [
      ...source.matchAll(/export (?:const|async function) (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g),
    ].map((m) => m[1]!);
    const reexport = /export \{ (GET|POST|PUT|DELETE) \}/.exec(source);
    if (reexport) methods.push(reexport[1]!);
    return methods.map((m) => `${m} ${urlPath.replace(/\/$/, "")}`);
  });
}

const openApiPath = (file: string) =>
  "/" +
  path
    .relative(path.resolve("app"), path.dirname(file))
    .split(path.sep)
    .map((s) => s.replace(/^\[(?:\.\.\.)?(\w+)\]$/, "{$1}"))
    .join("/");

describe("endpoint definitions", () => {
  const defined = new Set(endpoints.map((e) => `${e.method} ${e.path}`));

  it("declares each handler of a route with an endpoint.ts, wraps it with that definition and lists the file", () => {
    const listed = new Set(Object.values(endpointModules));
    const problems: string[] = [];
    for (const file of routeFiles(path.resolve("app/api"))) {
      const definitionFile = path.join(path.dirname(file), "endpoint.ts");
      if (!fs.existsSync(definitionFile)) {
        if (!handlers().some((h) => UNDOCUMENTED.has(h) && h.endsWith(openApiPath(file))))
          problems.push(`${file}: no endpoint.ts beside it`);
        continue;
      }
      const source = fs.readFileSync(file, "utf8");
      const methods = [...source.matchAll(/export const (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g)].map(
        (m) => m[1]!,
      );
      const wrapped = [...source.matchAll(/route\(endpoints\.(\w+)\b/g)].map((m) => m[1]!);
      if (methods.join() !== wrapped.join()) problems.push(`${file}: exports ${methods} but wraps ${wrapped}`);
      for (const method of methods) {
        const path_ = openApiPath(file);
        if (!defined.has(`${method} ${path_}`)) problems.push(`${method} ${path_}: not in app/api/endpoints.ts`);
      }
    }
    expect(problems).toEqual([]);
    expect(listed.size).toBe(Object.keys(endpointModules).length);
  });

  it("gives every defined endpoint a schema for each JSON success answer and names its path params", () => {
    const doc = openApiDocument("http://localhost:3000") as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema?: object }> }> }>
      >;
    };
    for (const def of endpoints) {
      const op = doc.paths[def.path]![def.method.toLowerCase()]!;
      for (const status of Object.keys(def.responses))
        expect(
          Object.values(op.responses[status]!.content ?? { none: { schema: {} } })[0]!.schema,
          `${def.method} ${def.path} ${status}`,
        ).toBeDefined();
    }
  });

  it("declares the fields a refusal carries beside message and error as one body of its status", () => {
    type Refusal = {
      allOf: [object, { properties: Record<string, { const?: string; enum?: string[] }>; required?: string[] }];
    };
    const doc = openApiDocument("http://localhost:3000") as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, { schema: { oneOf: Refusal[] } }> }> }>
      >;
    };
    const bodies = doc.paths["/api/payments/verify"]!.post!.responses["400"]!.content["application/json"]!.schema.oneOf;
    const [plain, refused] = bodies.map((body) => body.allOf[1]);
    expect(plain!.properties.error!.enum).toEqual(expect.arrayContaining(["bad_request", "validation_error"]));
    expect(plain!.properties.error!.enum).not.toContain("payment_not_accepted");
    expect(refused!.properties.error!.const).toBe("payment_not_accepted");
    expect(refused!.required).toEqual(expect.arrayContaining(["success", "payment", "enrollment"]));
  });
});

describe("OpenAPI document", () => {
  it("documents every API handler", () => {
    const documented = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
    const missing = handlers().filter((h) => !documented.has(h) && !UNDOCUMENTED.has(h));
    expect(missing).toEqual([]);
  });

  it("documents nothing that does not exist", () => {
    const existing = new Set(handlers());
    const documented = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(documented.filter((op) => !existing.has(op))).toEqual([]);
  });

  it("is OpenAPI 3.1 with request schemas generated from the zod validators", () => {
    const doc = openApiDocument("http://localhost:3000") as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }>;
            };
            responses: object;
          }
        >
      >;
    };
    expect(doc.openapi).toBe("3.1.0");
    const signup = doc.paths["/api/students/signup"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(Object.keys(signup.properties ?? {})).toEqual(
      expect.arrayContaining(["first_name", "last_name", "email", "password", "academic_level"]),
    );
    expect(signup.required).toEqual(
      expect.arrayContaining(["first_name", "last_name", "email", "password", "academic_level"]),
    );
    const course = doc.paths["/api/courses"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(course.properties?.price).toMatchObject({ type: "integer", minimum: 0 });
    for (const methods of Object.values(doc.paths))
      for (const op of Object.values(methods))
        expect(Object.keys(op.responses).some((s) => s === "default" || Number(s) >= 400)).toBe(true);
  });

  it("documents a lesson's videoUrl and the enrolment list's lesson_count", () => {
    const doc = openApiDocument("http://localhost:3000") as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<
                string,
                { schema: { properties?: Record<string, { type?: string; description?: string }> } }
              >;
            };
            responses: Record<string, { description: string }>;
          }
        >
      >;
    };
    const video = doc.paths["/api/videos"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(video.properties?.videoUrl).toMatchObject({ type: "string" });
    expect(video.properties?.videoUrl?.description).toMatch(/https/);
    expect(JSON.stringify(doc.paths["/api/enrollments/student/{id}"]!.get!.responses["200"])).toContain(
      '"lesson_count"',
    );
  });

  it("names practice's 409 exam_in_progress and the 429 of sitting starts, drills and checks", () => {
    const doc = openApiDocument("http://localhost:3000") as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    for (const [path, method] of [
      ["/api/papers/{id}/sittings", "post"],
      ["/api/me/drills", "post"],
      ["/api/sittings/{id}/check", "post"],
    ] as const) {
      const responses = doc.paths[path]![method]!.responses;
      expect(responses["409"]?.description, path).toContain("exam_in_progress");
      expect(responses["429"]?.description, path).toContain("rate_limited");
    }
    expect(doc.paths["/api/sittings/{id}/review"]!.get!.responses["409"]?.description).toContain("exam_in_progress");
  });
});

describe("the generated document under Redocly's recommended rules", () => {
  it("has no errors", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "openapi-"));
    const file = path.join(dir, "openapi.json");
    fs.writeFileSync(file, JSON.stringify(openApiDocument("http://localhost:3000")));
    const lint = spawnSync(
      path.resolve("node_modules/.bin/redocly"),
      ["lint", file, "--config", path.resolve("redocly.yaml"), "--format", "json"],
      { encoding: "utf8", env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
    );
    fs.rmSync(dir, { recursive: true, force: true });
    const report = JSON.parse(lint.stdout) as { problems: { severity: string; ruleId: string; message: string }[] };
    const errors = report.problems.filter((p) => p.severity === "error").map((p) => `${p.ruleId}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(lint.status).toBe(0);
  }, 60_000);
});
