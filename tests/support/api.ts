// Calling the API's route handlers in-process, as Next.js would, plus the accounts tests start
// from: made straight in the database with a session of their own (newStudent, newTutor), or
// through sign-up, the mailed link and sign-in (signUpAndVerify, registerTutor) for the tests
// whose subject those flows are.
import { randomBytes, randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { expect } from "vitest";
import { POST as signupHandler } from "@/app/api/students/signup/route";
import { POST as studentSignin } from "@/app/api/students/signin/route";
import { POST as tutorLogin } from "@/app/api/auth/tutor/login/route";
import { POST as tutorRegister } from "@/app/api/auth/tutor/register/route";
import { GET as verifyEmailHandler } from "@/app/api/auth/verify-email/route";
import { createSession } from "@/server/auth/session";
import { createPrismaClient, type Db } from "@/server/db-client";
import { CLIENT_IP_HEADER, registerRuntime } from "@/server/runtime-bridge";
import { insertVerifiedStudent, insertVerifiedTutor, type NewAccount } from "./accounts";
import type { Endpoint } from "@/lib/api/endpoint";
import { assertDeclared } from "./declared-answer";
import { runMailWorker } from "./jobs";
import { linksIn, subjectOf, waitForMails } from "./mail";

export type RouteHandler = ((
  req: NextRequest,
  args: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>) & { endpoint?: Endpoint };

/** Parsed JSON bodies are read freely in assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = any;

export type ApiResponse = { status: number; body: JsonBody; text: string; bytes: Buffer; headers: Headers };

export type CallOptions = {
  method?: string;
  /** Path (and query) of the request URL, e.g. "/api/students/signup". */
  path?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (FormData, malformed text, …); wins over `body`. */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** The session cookie's value (examprep_session). */
  cookie?: string;
  params?: Record<string, string | string[]>;
  /** The client address (as the HTTP server in front would stamp it); a fresh random one when omitted. */
  ip?: string;
};

export const APP_URL = (process.env.APP_URL?.trim() || "http://localhost:3000").replace(/\/+$/, "");
export const SESSION_COOKIE = "examprep_session";

/** A random private IPv4 address, so per-IP rate limits never leak between tests. */
export function randomIp(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().replace(/-/g, "").slice(0, 16)}@example.com`;
}

// These tests call handlers in-process and play the part of the HTTP server in front
// (runtime/), which stamps each request's client address, and of the background workers,
// which deliver the mail the app enqueues (tests/support/jobs.ts).
registerRuntime({ stampsClientIp: true });
runMailWorker();

export async function call(handler: RouteHandler, options: CallOptions = {}): Promise<ApiResponse> {
  const headers = new Headers(options.headers);
  if (!headers.has(CLIENT_IP_HEADER)) headers.set(CLIENT_IP_HEADER, options.ip ?? randomIp());
  if (options.token !== undefined) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie !== undefined) headers.set("cookie", `${SESSION_COOKIE}=${options.cookie}`);
  let body: BodyInit | undefined = options.rawBody;
  if (body === undefined && options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  const req = new NextRequest(new URL(options.path ?? "/api/test", APP_URL), { method, body, headers });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString("utf8");
  let parsed: JsonBody = null;
  const isJson = (res.headers.get("content-type") ?? "").includes("json") && text !== "";
  if (isJson) parsed = JSON.parse(text);
  assertDeclared(handler.endpoint, res.status, parsed, isJson);
  return { status: res.status, body: parsed, text, bytes, headers: res.headers };
}

/** The test database (a client of its own; disconnect it in afterAll). */
export function openDb(): Db {
  return createPrismaClient(process.env.DATABASE_URL!, { max: 2 });
}

export const STUDENT_PASSWORD = "Student-Pass-9";
export const TUTOR_PASSWORD = "Tutor-Pass-42";
const TUTOR_FIELDS = { first_name: "Emeka", last_name: "Obi", bio: "Physics teacher", expertise: "Physics" };
let helperDb: Db | undefined;

/** A session made as sign-in makes it, without checking the password again. */
async function signedIn({ id, email, password }: NewAccount): Promise<TestAccount> {
  const { token } = await createSession(id, { ip: randomIp() });
  return { id, email, password, token };
}

/**
 * A verified student made straight in the database and signed in, for tests whose subject is
 * not sign-up itself; `fields` as sign-up takes them.
 */
export async function newStudent(label = "student", fields: StudentFields = {}): Promise<TestAccount> {
  helperDb ??= openDb();
  return signedIn(
    await insertVerifiedStudent(helperDb, {
      first_name: "Ifeoma",
      last_name: "Nnaji",
      academic_level: "Senior Secondary 3",
      password: STUDENT_PASSWORD,
      ...fields,
      email: fields.email ?? uniqueEmail(label),
    }),
  );
}

/** A verified tutor made straight in the database and signed in; `extra` as for registerTutor. */
export async function newTutor(extra: Record<string, unknown> = {}): Promise<TestAccount> {
  helperDb ??= openDb();
  return signedIn(
    await insertVerifiedTutor(helperDb, {
      ...TUTOR_FIELDS,
      email: uniqueEmail("tutor"),
      password: TUTOR_PASSWORD,
      ...extra,
    }),
  );
}

export type StudentFields = {
  first_name?: unknown;
  last_name?: unknown;
  email?: unknown;
  password?: unknown;
  academic_level?: unknown;
  display_name?: unknown;
  metadata?: unknown;
};

export function studentFields(
  overrides: StudentFields = {},
): Required<Pick<StudentFields, "first_name" | "last_name" | "email" | "password" | "academic_level">> & StudentFields {
  return {
    first_name: "Chioma",
    last_name: "Okafor",
    email: uniqueEmail("student"),
    password: "Correct-Horse-9",
    academic_level: "Senior Secondary 2",
    ...overrides,
  };
}

export async function signUp(fields: StudentFields, ip?: string): Promise<ApiResponse> {
  return call(signupHandler, { path: "/api/students/signup", body: fields, ip });
}

/** The link of the `count`-th mail to `email`, a verification mail (waiting for it to arrive). */
export async function verificationLink(email: string, count = 1): Promise<string> {
  const mails = await waitForMails(email, count);
  const mail = mails[count - 1]!;
  expect(subjectOf(mail.raw)).toBe("Verify your ExamPrep email address");
  const links = linksIn(mail);
  expect(links).toHaveLength(1);
  return links[0]!;
}

/** Opens a mailed link through the verify-email handler; returns the redirect target. */
export async function openVerifyLink(link: string): Promise<{ status: number; location: string | null }> {
  const url = new URL(link);
  const res = await call(verifyEmailHandler, { path: `${url.pathname}${url.search}` });
  return { status: res.status, location: res.headers.get("location") };
}

export type TestAccount = { id: string; email: string; password: string; token: string };

/** Signs a student up through the API, verifies the address with the mailed link and signs in. */
export async function signUpAndVerify(overrides: StudentFields = {}): Promise<TestAccount> {
  const fields = studentFields(overrides);
  const res = await signUp(fields);
  expect(res.status).toBe(201);
  const email = String(fields.email).toLowerCase();
  const opened = await openVerifyLink(await verificationLink(email));
  expect(opened.location).toBe(`${APP_URL}/signin?verified=1`);
  const password = String(fields.password);
  const signedIn = await signInResponse(email, password);
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  return { id: signedIn.body.user.id as string, email, password, token: signedIn.body.token as string };
}

export async function signInResponse(
  email: string,
  password: string,
  role: "student" | "tutor" = "student",
  ip?: string,
): Promise<ApiResponse> {
  return role === "student"
    ? call(studentSignin, { path: "/api/students/signin", body: { email, password }, ip })
    : call(tutorLogin, { path: "/api/auth/tutor/login", body: { email, password }, ip });
}

/** Signs in and returns the session token (the sign-in must succeed). */
export async function signIn(email: string, password: string, role: "student" | "tutor" = "student"): Promise<string> {
  const res = await signInResponse(email, password, role);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

/** Registers a fresh tutor, verifies the address with the mailed link and signs in. */
export async function registerTutor(extra: Record<string, unknown> = {}): Promise<TestAccount> {
  const email = uniqueEmail("tutor");
  const password = TUTOR_PASSWORD;
  const res = await call(tutorRegister, {
    path: "/api/auth/tutor/register",
    body: { ...TUTOR_FIELDS, email, password, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const opened = await openVerifyLink(await verificationLink(email));
  expect(opened.location).toBe(`${APP_URL}/signin?verified=1`);
  const signedIn = await signInResponse(email, password, "tutor");
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  return { id: signedIn.body.user.id as string, email, password, token: signedIn.body.token as string };
}

/** The value of a cookie set by a response, with its attributes. */
export function setCookie(headers: Headers, name: string): { value: string; attributes: string[] } | null {
  for (const line of headers.getSetCookie()) {
    const [pair = "", ...attributes] = line.split(";").map((s) => s.trim());
    const eq = pair.indexOf("=");
    if (pair.slice(0, eq) === name) return { value: decodeURIComponent(pair.slice(eq + 1)), attributes };
  }
  return null;
}
