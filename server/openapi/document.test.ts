import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { documentedOperations, openApiDocument } from "./document";

// Every handler under app/api must appear in the OpenAPI document, except these, which are
// not part of the public API.
const UNDOCUMENTED = new Set([
  "GET /api/openapi.json",
  "GET /api/media/{...key}",
  "GET /api/stream/{...key}",
  "POST /api/payments/simulator/charge",
  "GET /api/payments/simulator/v3/transactions/{id}/verify",
  ...["GET", "POST", "PUT", "PATCH", "DELETE"].map((m) => `${m} /api/{...path}`),
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
        .map((s) => s.replace(/^\[(\.\.\.)?(\w+)\]$/, (_, dots, name) => `{${dots ?? ""}${name}}`))
        .join("/");
    const methods = [...source.matchAll(/export (?:const|async function) (GET|HEAD|POST|PUT|PATCH|DELETE)\b/g)].map(
      (m) => m[1]!,
    );
    const reexport = /export \{ (GET|POST|PUT|DELETE) \}/.exec(source);
    if (reexport) methods.push(reexport[1]!);
    return methods.map((m) => `${m} ${urlPath.replace(/\/$/, "")}`);
  });
}

describe("OpenAPI document", () => {
  it("documents every API handler", () => {
    const documented = new Set(documentedOperations);
    const missing = handlers().filter((h) => !documented.has(h) && !UNDOCUMENTED.has(h));
    expect(missing).toEqual([]);
  });

  it("documents nothing that does not exist", () => {
    const existing = new Set(handlers());
    expect(documentedOperations.filter((op) => !existing.has(op))).toEqual([]);
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
      for (const op of Object.values(methods)) expect(op.responses).toHaveProperty("default");
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
    expect(doc.paths["/api/enrollments/student/{id}"]!.get!.responses["200"]!.description).toContain("lesson_count");
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
