import "server-only";
import { z } from "zod";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  profileUpdateSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signinSchema,
  studentSignupSchema,
  tutorRegisterSchema,
} from "@/lib/validation/auth";
import { deleteAccountSchema } from "@/lib/validation/account-deletion";
import { enrollmentCreateSchema } from "@/lib/validation/enrollments";
import { progressUpdateSchema } from "@/lib/validation/progress";
import {
  importSchema,
  questionInputSchema,
  questionUpdateSchema,
  quizCreateSchema,
  quizUpdateSchema,
} from "@/lib/validation/quiz-authoring";
import { quizListQuerySchema, saveAnswersSchema, submitQuizSchema } from "@/lib/validation/quizzes";
import { saveCourseSchema } from "@/lib/validation/saved-courses";
import { subjectRequestSchema } from "@/lib/validation/subject-requests";
import { bankOperations } from "./bank-operations";
import { studyReviewOperations } from "./study-review-operations";
import { studyPredictionOperations } from "./study-prediction-operations";
import { studyNextOperations } from "./study-next-operations";
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
    method: "post",
    path: "/api/students/signup",
    summary: "Create an unverified student and mail a verification link",
    tag: "Authentication",
    body: studentSignupSchema,
    success: { status: 201, description: "{ message }" },
  },
  {
    method: "post",
    path: "/api/students/signin",
    summary: "Sign in a verified student",
    tag: "Authentication",
    body: signinSchema,
    success: {
      description: "{ message, token, session, user }; sets the session cookie; 429 after repeated wrong passwords",
    },
  },
  {
    method: "post",
    path: "/api/auth/signin",
    summary: "Sign in a verified student or tutor (the web's sign-in form); the answer names the account's role",
    tag: "Authentication",
    body: signinSchema,
    success: {
      description:
        "{ message, token, session, user, role: student|tutor }; sets the session cookie; the same refusals and limits as the role endpoints (401, 429 after repeated wrong passwords)",
    },
  },
  {
    method: "post",
    path: "/api/auth/tutor/register",
    summary:
      "Create an unverified tutor and mail a verification link (a known address is mailed a notice; same answer)",
    tag: "Authentication",
    body: tutorRegisterSchema,
    success: { status: 201, description: "{ message }; no token: the tutor signs in once verified" },
  },
  {
    method: "post",
    path: "/api/auth/tutor/login",
    summary: "Sign in a verified tutor",
    tag: "Authentication",
    body: signinSchema,
    success: {
      description:
        "{ message, token, session, user } (user adds bio, expertise); 401 until the address is verified; 429 after repeated wrong passwords",
    },
  },
  {
    method: "get",
    path: "/api/auth/verify-email",
    summary: "The mailed verification link",
    tag: "Authentication",
    query: z.object({ token: z.string() }),
    success: { status: 303, description: "Redirect to /signin?verified=1 or 0" },
  },
  {
    method: "post",
    path: "/api/auth/resend-verification",
    summary: "Mail a new verification link",
    tag: "Authentication",
    body: resendVerificationSchema,
    success: { description: "{ message } (same for every address)" },
  },
  {
    method: "post",
    path: "/api/auth/logout",
    summary: "Revoke the current session",
    tag: "Authentication",
    auth: "optional",
    success: { description: "{ message }" },
  },
  {
    method: "get",
    path: "/api/auth/me",
    summary: "The signed-in user",
    tag: "Authentication",
    auth: "user",
    success: { description: "{ user } (a tutor's adds bio, expertise)" },
  },
  {
    method: "post",
    path: "/api/auth/change-password",
    summary: "Change the password (other sessions are revoked; a common password is refused; rate limited)",
    tag: "Authentication",
    auth: "user",
    body: changePasswordSchema,
    success: { description: "{ message }" },
  },
  {
    method: "post",
    path: "/api/auth/forgot-password",
    summary: "Mail a reset link (student or tutor)",
    tag: "Authentication",
    body: forgotPasswordSchema,
    success: { description: "{ message } (same for every address)" },
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    summary: "Set a new password with a reset token",
    tag: "Authentication",
    body: resetPasswordSchema,
    success: { description: "{ message }" },
  },
  ...(["students", "tutors"] as const).flatMap((who): Operation[] => [
    {
      method: "post",
      path: `/api/${who}/forgot-password`,
      summary: `Mail a reset link to a ${who.slice(0, -1)}`,
      tag: "Authentication",
      body: forgotPasswordSchema,
      success: { description: "{ message }" },
    },
    {
      method: "post",
      path: `/api/${who}/reset-password`,
      summary: "Set a new password with a reset token (body or Bearer)",
      tag: "Authentication",
      body: resetPasswordSchema,
      success: { description: "{ message }" },
    },
    {
      method: "post",
      path: `/api/${who}/update-password`,
      summary: "Set a new password; the reset token as Bearer",
      tag: "Authentication",
      body: resetPasswordSchema,
      success: { description: "{ message }" },
    },
  ]),
  {
    method: "get",
    path: "/api/students/{id}",
    summary: "The signed-in student's own account",
    tag: "Profile",
    auth: "student",
    success: { description: "{ student }" },
  },
  {
    method: "put",
    path: "/api/student-profile",
    summary: "Edit the five profile fields",
    tag: "Profile",
    auth: "student",
    body: profileUpdateSchema,
    success: { description: "{ message, student }" },
  },
  {
    method: "post",
    path: "/api/student-profile/upload-picture",
    summary: "Upload a profile picture (under 5 MB)",
    tag: "Profile",
    auth: "student",
    multipart: "file",
    success: { description: "{ success, url, fileName, fileSize, key }" },
  },
  {
    method: "post",
    path: "/api/enrollments",
    summary: "Enrol in a free course",
    tag: "Enrollment",
    auth: "student",
    body: enrollmentCreateSchema,
    success: { status: 201, description: "{ message, enrollment }" },
  },
  {
    method: "get",
    path: "/api/enrollment/check/{courseId}",
    summary: "Is the signed-in student enrolled?",
    tag: "Enrollment",
    auth: "student",
    success: { description: "{ enrolled, enrollment_id }" },
  },
  {
    method: "get",
    path: "/api/enrollments/student/{id}",
    summary: "Your enrolments",
    tag: "Enrollment",
    auth: "student",
    success: {
      description:
        "{ enrollments: [{ id, student_id, course_id, enrolled_at, created_at, course: { id, title, instructor, thumbnail, price, lesson_count, category, level } }] }",
    },
  },
  {
    method: "get",
    path: "/api/enrollment/student/{id}",
    summary: "Your enrolments (singular path)",
    tag: "Enrollment",
    auth: "student",
    success: {
      description:
        "{ enrollments: [{ id, student_id, course_id, enrolled_at, created_at, course: { id, title, instructor, thumbnail, price, lesson_count, category, level } }] }",
    },
  },
  {
    method: "delete",
    path: "/api/enrollments/{id}",
    summary: "Leave a free course",
    tag: "Enrollment",
    auth: "student",
    success: { description: "{ message }" },
  },
  {
    method: "get",
    path: "/api/saved-courses",
    summary: "Your saved courses (wishlist), newest first",
    tag: "Saved courses",
    auth: "student",
    success: { description: "{ saved_courses: [{ course_id, saved_at, course }] }" },
  },
  {
    method: "post",
    path: "/api/saved-courses",
    summary: "Save a course (idempotent; 404 for an unknown course)",
    tag: "Saved courses",
    auth: "student",
    body: saveCourseSchema,
    success: { status: 201, description: "{ message, saved_course }; 200 when it was already saved" },
  },
  {
    method: "delete",
    path: "/api/saved-courses/{courseId}",
    summary: "Remove a saved course (idempotent)",
    tag: "Saved courses",
    auth: "student",
    success: { description: "{ message, course_id, saved: false }" },
  },
  {
    method: "post",
    path: "/api/subject-requests",
    summary: "Request a subject (signed in or not; rate limited per address and account)",
    tag: "Subject requests",
    auth: "optional",
    body: subjectRequestSchema,
    success: { status: 201, description: "{ message, subject_request }" },
  },
  {
    method: "delete",
    path: "/api/account",
    summary:
      "Delete your account and data, confirmed by your password; payments are kept anonymised; 409 for a tutor who owns courses or quizzes",
    tag: "Authentication",
    auth: "user",
    body: deleteAccountSchema,
    success: { description: "{ message }; clears the session cookie" },
  },
  {
    method: "get",
    path: "/api/quizzes",
    summary: "The quiz library: published quizzes (and a tutor's own drafts); user_stats for a signed-in student",
    tag: "Quizzes",
    auth: "optional",
    query: quizListQuerySchema,
    success: {
      description:
        "{ quizzes }, each with status, review_policy, course_price and locked (a paid course's quiz the viewer is not enrolled in)",
    },
  },
  {
    method: "post",
    path: "/api/quizzes",
    summary:
      "Create a quiz (general or for your course): a draft unless status is published (verified tutors only, else 403); review_policy decides when students see the key",
    tag: "Quizzes",
    auth: "tutor",
    body: quizCreateSchema,
    success: { status: 201, description: "{ message, quiz } with quiz.status and quiz.review_policy" },
  },
  {
    method: "get",
    path: "/api/quizzes/{id}",
    summary: "One quiz, without questions",
    tag: "Quizzes",
    auth: "optional",
    success: { description: "{ quiz }" },
  },
  {
    method: "put",
    path: "/api/quizzes/{id}",
    summary: "Edit your quiz, its status (publishing: verified tutors only, else 403) or its review_policy",
    tag: "Quizzes",
    auth: "tutor",
    body: quizUpdateSchema,
    success: { description: "{ message, quiz } with quiz.status and quiz.review_policy" },
  },
  {
    method: "delete",
    path: "/api/quizzes/{id}",
    summary: "Delete your quiz (409 once students have submitted it)",
    tag: "Quizzes",
    auth: "tutor",
    success: { description: "{ message }" },
  },
  {
    method: "get",
    path: "/api/quizzes/{id}/details",
    summary: "A quiz's details",
    tag: "Quizzes",
    auth: "optional",
    success: { description: "{ quiz }" },
  },
  {
    method: "get",
    path: "/api/quizzes/{id}/questions",
    summary: "Your quiz's questions with the answer key",
    tag: "Quizzes",
    auth: "tutor",
    success: { description: "{ questions }" },
  },
  {
    method: "post",
    path: "/api/quizzes/{id}/questions",
    summary: "Add a question to your quiz",
    tag: "Quizzes",
    auth: "tutor",
    body: questionInputSchema,
    success: { status: 201, description: "{ message, question }" },
  },
  {
    method: "put",
    path: "/api/questions/{id}",
    summary: "Edit a question of your quiz",
    tag: "Quizzes",
    auth: "tutor",
    body: questionUpdateSchema,
    success: { description: "{ message, question }" },
  },
  {
    method: "delete",
    path: "/api/questions/{id}",
    summary: "Delete a question of your quiz",
    tag: "Quizzes",
    auth: "tutor",
    success: { description: "{ message }" },
  },
  {
    method: "post",
    path: "/api/quizzes/{id}/import",
    summary: "Import questions from CSV or Aiken (errors listed by line)",
    tag: "Quizzes",
    auth: "tutor",
    body: importSchema,
    success: { description: "{ message, imported, questions }" },
  },
  {
    method: "post",
    path: "/api/quizzes/{id}/start",
    summary: "Start or resume an attempt (no answer key); 403 for a paid course's quiz without enrolment",
    tag: "Quizzes",
    auth: "student",
    success: { description: "{ quiz, questions, attempt: { id, started_at, expires_at } }" },
  },
  {
    method: "put",
    path: "/api/quizzes/{id}/attempts/{attemptId}/answers",
    summary: "Save answers as you go (403 without the course's enrolment)",
    tag: "Quizzes",
    auth: "student",
    body: saveAnswersSchema,
    success: { description: "{ saved, saved_at }" },
  },
  {
    method: "post",
    path: "/api/quizzes/{id}/submit",
    summary: "Submit: scored on the server, idempotent (403 without the course's enrolment)",
    tag: "Quizzes",
    auth: "student",
    body: submitQuizSchema,
    success: {
      description:
        "{ attempt: { id, score, passed, correct_answers, total_questions, time_taken, submitted_at, key_revealed, questions }, quiz }; correct_answer, explanation and is_correct are null where the quiz's review_policy withholds the key",
    },
  },
  {
    method: "get",
    path: "/api/quizzes/{id}/attempts/{attemptId}",
    summary: "A submitted attempt's result and review",
    tag: "Quizzes",
    auth: "student",
    success: { description: "{ attempt, quiz }; the key only as the quiz's review_policy allows (as for submit)" },
  },
  {
    method: "get",
    path: "/api/quizzes/{id}/my-attempts",
    summary: "Your attempts, newest first",
    tag: "Quizzes",
    auth: "student",
    success: { description: "{ attempts, quiz }" },
  },
  {
    method: "get",
    path: "/api/quizzes/my-results",
    summary: "All your results, newest first",
    tag: "Quizzes",
    auth: "student",
    success: { description: "{ attempts }" },
  },
  {
    method: "get",
    path: "/api/quizzes/available",
    summary: "Quizzes you can take now (published, not locked, attempts left)",
    tag: "Quizzes",
    auth: "student",
    success: { description: "{ quizzes }" },
  },
  {
    method: "get",
    path: "/api/quizzes/course/{courseId}",
    summary: "A course's quizzes",
    tag: "Quizzes",
    auth: "optional",
    success: { description: "{ quizzes }" },
  },
  {
    method: "put",
    path: "/api/progress/videos/{videoId}",
    summary: "Record a lesson's progress (completed, position, watched time)",
    tag: "Progress",
    auth: "student",
    body: progressUpdateSchema,
    success: { description: "{ progress }" },
  },
  {
    method: "get",
    path: "/api/progress/courses/{courseId}",
    summary: "Your progress in a course",
    tag: "Progress",
    auth: "student",
    success: { description: "{ progress: { course_id, completed_video_ids, positions, percent } }" },
  },
  ...bankOperations,
];
ops.push(...studyReviewOperations);
ops.push(...studyPredictionOperations);
ops.push(...studyNextOperations);

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
