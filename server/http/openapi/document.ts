import "server-only";
import { z } from "zod";
import {
  catalogueQuerySchema,
  courseCreateSchema,
  courseUpdateSchema,
  reorderSchema,
  sectionCreateSchema,
  sectionUpdateSchema,
  videoCreateSchema,
  videoUpdateSchema,
} from "@/lib/validation/courses";
import { studioInsightsOperations } from "./studio-insights-operations";
import { studyNextOperations } from "./study-next-operations";
import { mediaOperations } from "./media-operations";
import { schoolsOperations } from "./schools-operations";
import type { Endpoint } from "@/lib/api/endpoint";
import { definedOperation } from "./defined-operation";

// The OpenAPI 3.1 document of /api, generated from the endpoints' definitions (app/api/endpoints.ts
// collects them; ./defined-operation.ts turns each into an operation). Served at /api/openapi.json.
// The operations below are the endpoints not yet declared beside their handlers: each is in one
// list or the other, never both (./document.test.ts).

type Auth = "none" | "optional" | "user" | "student" | "tutor" | "cron" | "webhook";
export type Operation = {
  method: "get" | "head" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  tag: string;
  auth?: Auth;
  body?: z.ZodType;
  multipart?: string;
  query?: z.ZodObject;
  success?: { status?: number; description: string };
  /** Refusals worth naming beyond the default error response (each with the Error body). */
  errors?: { status: number; description: string }[];
};

const ops: Operation[] = [
  {
    method: "get",
    path: "/api/courses",
    summary: "The catalogue (published courses only)",
    tag: "Courses",
    query: catalogueQuerySchema,
    success: { description: "{ courses, pagination: { page, limit, total } }" },
  },
  {
    method: "post",
    path: "/api/courses",
    summary: "Create a course: a draft unless status is published (publishing needs a verified tutor, else 403)",
    tag: "Courses",
    auth: "tutor",
    body: courseCreateSchema,
    success: { status: 201, description: "{ message, course } with course.status" },
  },
  {
    method: "get",
    path: "/api/courses/{id}",
    summary: "One course (a draft answers 404 to anyone but its owner)",
    tag: "Courses",
    auth: "optional",
    success: { description: "{ course } with course.status" },
  },
  {
    method: "put",
    path: "/api/courses/{id}",
    summary:
      "Edit your course; { status } publishes it (verified tutors only, else 403) or makes it a draft (409 once students are enrolled)",
    tag: "Courses",
    auth: "tutor",
    body: courseUpdateSchema,
    success: { description: "{ message, course } with course.status" },
  },
  {
    method: "delete",
    path: "/api/courses/{id}",
    summary: "Delete your course (409 when it has payments)",
    tag: "Courses",
    auth: "tutor",
    success: { description: "{ message }" },
  },
  {
    method: "post",
    path: "/api/courses/{id}/thumbnail",
    summary: "Upload your course's image",
    tag: "Courses",
    auth: "tutor",
    multipart: "file",
    success: { description: "{ message, course }" },
  },
  {
    method: "put",
    path: "/api/courses/{id}/sections/order",
    summary: "Reorder your course's sections",
    tag: "Courses",
    auth: "tutor",
    body: reorderSchema,
    success: { description: "{ sections }" },
  },
  {
    method: "get",
    path: "/api/courses/tutor/{id}",
    summary: "A tutor's published courses; their drafts too when the tutor asks",
    tag: "Courses",
    auth: "optional",
    success: { description: "{ courses } with each course's status" },
  },
  {
    method: "get",
    path: "/api/courses/enrolled",
    summary: "The signed-in student's courses with progress",
    tag: "Courses",
    auth: "student",
    success: { description: "{ courses }" },
  },
  {
    method: "get",
    path: "/api/sections/course/{id}",
    summary: "A course's sections (a draft's: 404 to anyone but its owner)",
    tag: "Courses",
    auth: "optional",
    success: { description: "{ sections }" },
  },
  {
    method: "post",
    path: "/api/sections",
    summary: "Add a section to your course",
    tag: "Courses",
    auth: "tutor",
    body: sectionCreateSchema,
    success: { status: 201, description: "{ message, section }" },
  },
  {
    method: "put",
    path: "/api/sections/{id}",
    summary: "Rename your section",
    tag: "Courses",
    auth: "tutor",
    body: sectionUpdateSchema,
    success: { description: "{ message, section }" },
  },
  {
    method: "delete",
    path: "/api/sections/{id}",
    summary: "Delete your section and its videos",
    tag: "Courses",
    auth: "tutor",
    success: { description: "{ message }" },
  },
  {
    method: "put",
    path: "/api/sections/{id}/videos/order",
    summary: "Reorder a section's videos",
    tag: "Courses",
    auth: "tutor",
    body: reorderSchema,
    success: { description: "{ videos }" },
  },
  {
    method: "get",
    path: "/api/videos/course/{id}",
    summary:
      "A course's lessons (playable URLs only for those allowed); lessons whose media is not ready are listed for their owner only, with media_state",
    tag: "Courses",
    auth: "optional",
    success: { description: "{ videos }" },
  },
  {
    method: "get",
    path: "/api/videos/section/{id}",
    summary: "A section's lessons; lessons whose media is not ready are listed for their owner only, with media_state",
    tag: "Courses",
    auth: "optional",
    success: { description: "{ videos }" },
  },
  {
    method: "get",
    path: "/api/videos/{id}/stream",
    summary:
      "Fresh signed URLs for a lesson you may watch: every rendition with its measured size (null when unknown), and the poster",
    tag: "Courses",
    auth: "optional",
    success: {
      description:
        '{ video_id, url, low_quality_url, expires_at, renditions: [{ kind: "audio"|"p240"|"p360"|"p480"|"original", url, bytes, bitrate_kbps, width, height, content_type }], poster_url }',
    },
  },
  {
    method: "post",
    path: "/api/videos",
    summary:
      "Add a lesson to your section: an uploaded storage_key or a public https videoUrl (with its duration), or neither, for a lesson that awaits its upload through /api/uploads (media_state awaiting_upload; its duration is measured from the file)",
    tag: "Courses",
    auth: "tutor",
    body: videoCreateSchema,
    success: { status: 201, description: "{ message, video }" },
  },
  {
    method: "post",
    path: "/api/videos/upload",
    summary: "Upload a lesson video (MP4 or WebM, under 500 MB)",
    tag: "Courses",
    auth: "tutor",
    multipart: "file",
    success: { description: "{ success, key, size, content_type }" },
  },
  {
    method: "put",
    path: "/api/videos/{id}",
    summary: "Edit your lesson",
    tag: "Courses",
    auth: "tutor",
    body: videoUpdateSchema,
    success: { description: "{ message, video }" },
  },
  {
    method: "delete",
    path: "/api/videos/{id}",
    summary: "Delete your lesson",
    tag: "Courses",
    auth: "tutor",
    success: { description: "{ message }" },
  },
];
ops.push(...studyNextOperations);
ops.push(...mediaOperations);
ops.push(...studioInsightsOperations);
ops.push(...schoolsOperations);

const errorBody = {
  type: "object",
  required: ["message", "error"],
  properties: {
    message: { type: "string" },
    error: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "string" } },
  },
};

function jsonSchema(schema: z.ZodType) {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return rest;
}

function security(auth: Auth = "none") {
  if (auth === "none") return [];
  if (auth === "webhook") return [{ webhookSignature: [] }];
  if (auth === "cron") return [{ cronSecret: [] }];
  if (auth === "optional") return [{}, { bearerAuth: [] }, { sessionCookie: [] }];
  return [{ bearerAuth: [] }, { sessionCookie: [] }];
}

function operation(op: Operation) {
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  if (op.query) {
    const shape = jsonSchema(op.query) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, schema] of Object.entries(shape.properties ?? {}))
      params.push({
        name,
        in: "query",
        required: shape.required?.includes(name) ?? false,
        schema: schema as { type: string },
      });
  }
  const roleNote = op.auth === "student" || op.auth === "tutor" ? ` (${op.auth}s only)` : "";
  return {
    summary: op.summary + roleNote,
    tags: [op.tag],
    ...(params.length ? { parameters: params } : {}),
    ...(op.body
      ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(op.body) } } } }
      : {}),
    ...(op.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object",
                  required: [op.multipart],
                  properties: { [op.multipart]: { type: "string", format: "binary" } },
                },
              },
            },
          },
        }
      : {}),
    security: security(op.auth),
    responses: {
      [String(op.success?.status ?? 200)]: { description: op.success?.description ?? "OK" },
      ...Object.fromEntries(
        (op.errors ?? []).map((e) => [
          String(e.status),
          {
            description: e.description,
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        ]),
      ),
      default: {
        description:
          "Error: 400 invalid input, 401 no or bad session, 403 not allowed, 404, 409, 413, 415, 429 (Retry-After), 503 with Retry-After (the database, or Redis for the limits that fail closed, is down)",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    },
  };
}

export function openApiDocument(serverUrl: string, definitions: readonly Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of ops) (paths[op.path] ??= {})[op.method] = operation(op);
  for (const def of definitions) (paths[def.path] ??= {})[def.method.toLowerCase()] = definedOperation(def);
  const tags = [...new Set([...ops.map((op) => op.tag), ...definitions.map((def) => def.tag)])];
  return {
    openapi: "3.1.0",
    info: {
      title: "ExamPrep API",
      version: "1.0.0",
      description:
        "Courses, enrolment, payments, quizzes and accounts of the ExamPrep platform. JSON in, JSON out; errors are { message, error, errors? }.",
    },
    servers: [{ url: serverUrl }],
    // One tag per feature, in the order the operations list them.
    tags: tags.map((name) => ({ name })),
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

export const documentedOperations = ops.map((o) => `${o.method.toUpperCase()} ${o.path}`);
