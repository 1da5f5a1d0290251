import "server-only";
import { z } from "zod";
import type { Endpoint, ResponseSpec } from "@/lib/api/endpoint";
import type { ErrorCode } from "@/lib/api/error-codes";
import { errorStatus } from "../error-status";

// One endpoint's definition as an OpenAPI 3.1 operation: its parameters, request body and
// success responses from the definition's zod schemas, and one response per error status
// naming the codes it can answer with.

type JsonSchema = Record<string, unknown>;

export function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

const statusText: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No content",
  206: "Partial content",
  304: "Not modified",
};

/** The codes an endpoint can answer: its own, and those of the wrapper, its auth and its input. */
export function errorCodesOf(def: Endpoint): ErrorCode[] {
  const codes: ErrorCode[] = ["rate_limited", "internal_error", "service_unavailable"];
  if (def.method !== "GET" && def.method !== "HEAD" && def.method !== "OPTIONS") codes.push("cross_site_request");
  if (def.auth !== "none" && def.auth !== "optional") codes.push("unauthorized");
  if (def.auth === "student" || def.auth === "tutor") codes.push("forbidden");
  if (def.query || def.params) codes.push("validation_error", "bad_request");
  if (def.body)
    codes.push("bad_request", "validation_error", "malformed_json", "payload_too_large", "unsupported_media_type");
  return [...new Set([...codes, ...(def.errors ?? [])])];
}

function errorResponses(def: Endpoint) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(def)) {
    const status = errorStatus[code];
    // The endpoint answers this status with a body of its own.
    if (def.responses[status] || (def.responses["4XX"] && status < 500)) continue;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: `Refused: ${codes.join(", ")}`,
        content: { "application/json": { schema: errorSchema(def, codes) } },
      },
    ]),
  );
}

/** The error body for these codes; a code with details of its own (errorDetails) is one body of several. */
function errorSchema(def: Endpoint, codes: ErrorCode[]) {
  const plain = codes.filter((code) => !def.errorDetails?.[code]);
  const refusal = (error: JsonSchema) => ({
    allOf: [{ $ref: "#/components/schemas/Error" }, { properties: { error } }],
  });
  const detailed = codes.flatMap((code) => {
    const details = def.errorDetails?.[code];
    if (!details) return [];
    const { properties, required } = jsonSchema(details, "output") as { properties: JsonSchema; required?: string[] };
    return [
      {
        allOf: [
          { $ref: "#/components/schemas/Error" },
          { properties: { error: { const: code }, ...properties }, required: required ?? [] },
        ],
      },
    ];
  });
  if (detailed.length === 0) return refusal({ enum: codes });
  return { oneOf: [...(plain.length ? [refusal({ enum: plain })] : []), ...detailed] };
}

function successResponse(status: number, spec: z.ZodType | ResponseSpec | undefined) {
  const full: ResponseSpec =
    spec instanceof z.ZodType ? { description: statusText[status] ?? "OK", schema: spec } : spec!;
  const mediaType = full.mediaType ?? (full.schema ? "application/json" : undefined);
  return {
    description: full.description,
    ...(full.headers
      ? {
          headers: Object.fromEntries(
            Object.entries(full.headers).map(([name, description]) => [
              name,
              { description, schema: { type: "string" } },
            ]),
          ),
        }
      : {}),
    ...(mediaType
      ? {
          content: {
            [mediaType]: {
              schema: full.schema ? jsonSchema(full.schema, "output") : { type: "string", format: "binary" },
            },
            ...Object.fromEntries(
              (full.otherMediaTypes ?? []).map((other) => [other, { schema: { type: "string", format: "binary" } }]),
            ),
          },
        }
      : {}),
  };
}

function security(def: Endpoint) {
  if (def.auth === "none") return [];
  if (def.auth === "webhook") return [{ webhookSignature: [] }];
  if (def.auth === "cron") return [{ cronSecret: [] }];
  if (def.auth === "optional") return [{}, { bearerAuth: [] }, { sessionCookie: [] }];
  return [{ bearerAuth: [] }, { sessionCookie: [] }];
}

function parameters(def: Endpoint) {
  const paramSchemas = def.params
    ? ((jsonSchema(def.params, "input").properties ?? {}) as Record<string, JsonSchema>)
    : {};
  const params: JsonSchema[] = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: paramSchemas[m[1]!] ?? { type: "string" },
  }));
  if (def.query) {
    const shape = jsonSchema(def.query, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(shape.properties ?? {}))
      params.push({ name, in: "query", required: shape.required?.includes(name) ?? false, schema });
  }
  for (const [name, header] of Object.entries(def.headers ?? {}))
    params.push({
      name,
      in: "header",
      required: header.required ?? false,
      description: header.description,
      schema: { type: "string" },
    });
  return params;
}

function requestBody(def: Endpoint) {
  if (def.body) return { required: true, content: { "application/json": { schema: jsonSchema(def.body, "input") } } };
  if (!def.bodyType) return undefined;
  const { mediaType, schema, description } = def.bodyType;
  return {
    required: true,
    ...(description ? { description } : {}),
    content: { [mediaType]: { schema: schema ? jsonSchema(schema, "input") : { type: "string", format: "binary" } } },
  };
}

const operationId = (def: Endpoint) =>
  def.method.toLowerCase() +
  def.path
    .replace(/^\/api/, "")
    .split(/[/{}.-]+/)
    .filter(Boolean)
    .map((s) => s[0]!.toUpperCase() + s.slice(1))
    .join("");

export function definedOperation(def: Endpoint) {
  const roleNote = def.auth === "student" || def.auth === "tutor" ? ` (${def.auth}s only)` : "";
  const params = parameters(def);
  const body = requestBody(def);
  const secured = security(def);
  return {
    operationId: operationId(def),
    summary: def.summary + roleNote,
    ...(def.description ? { description: def.description } : {}),
    tags: [def.tag],
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    security: secured,
    responses: {
      ...Object.fromEntries(
        Object.entries(def.responses).map(([status, spec]) => [status, successResponse(Number(status), spec)]),
      ),
      ...errorResponses(def),
    },
  };
}
