import "server-only";
import type { Endpoint } from "@/lib/api/endpoint";
import { definedOperation } from "./defined-operation";

// The OpenAPI 3.1 document of /api, generated from the endpoints' definitions (app/api/endpoints.ts
// collects them; ./defined-operation.ts turns each into an operation). Served at /api/openapi.json.

const errorBody = {
  type: "object",
  required: ["message", "error"],
  properties: {
    message: { type: "string" },
    error: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "string" } },
  },
};

export function openApiDocument(serverUrl: string, definitions: readonly Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of definitions) (paths[def.path] ??= {})[def.method.toLowerCase()] = definedOperation(def);
  return {
    openapi: "3.1.0",
    info: {
      title: "ExamPrep API",
      version: "1.0.0",
      description:
        "Courses, enrolment, payments, quizzes and accounts of the ExamPrep platform. JSON in, JSON out; errors are { message, error, errors? }.",
    },
    servers: [{ url: serverUrl }],
    // One tag per feature, in the order the definitions list them.
    tags: [...new Set(definitions.map((def) => def.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: errorBody },
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "The token from sign-in" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "examprep_session" },
        cronSecret: { type: "http", scheme: "bearer", description: "CRON_SECRET" },
        webhookSignature: { type: "apiKey", in: "header", name: "verif-hash", description: "FLUTTERWAVE_WEBHOOK_HASH" },
      },
    },
  };
}
