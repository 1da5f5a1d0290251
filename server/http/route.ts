import "server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import {
  resolveSessionToken,
  SESSION_COOKIE,
  sessionTokenFrom,
  type ResolvedSession,
  type SessionUser,
} from "../auth/session";
import { env } from "../env";
import { CLIENT_IP_HEADER, clientIpIsStamped } from "../runtime-bridge";
import { log } from "../log";
import { AppError } from "../errors";
import { refuseCrossSite } from "./cross-site";
import { toErrorResponse, type ErrorBody } from "./error-response";

// Every API handler is wrapped: the wrapper refuses cross-site forgeries (./cross-site.ts),
// resolves the session when asked to, gives the handler a request id, the route params and
// the client's IP, maps whatever it throws to the error body of docs/contract.md, and logs
// unexpected errors. Handlers return a plain object
// (sent as 200 JSON) or a Response.
//
//   export const POST = route({ auth: "student" }, async ({ req, user }) => …)

export type AuthMode = "none" | "optional" | "user" | "student" | "tutor";
type UserFor<A extends AuthMode> = A extends "user" | "student" | "tutor"
  ? SessionUser
  : A extends "optional"
    ? SessionUser | null
    : null;

export type RouteContext<P, A extends AuthMode = "none"> = {
  req: NextRequest;
  params: P;
  requestId: string;
  ip: string;
  user: UserFor<A>;
  session: A extends "none" ? null : ResolvedSession | null;
};
type NextRouteArgs = { params: Promise<Record<string, string | string[]>> };
type Handler<P, A extends AuthMode> = (ctx: RouteContext<P, A>) => Promise<Response | object> | Response | object;

export const noStore = { "cache-control": "no-store" } as const;

export function json(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(data, { status: init.status ?? 200, headers: { ...noStore, ...init.headers } });
}

/**
 * The client's address as the HTTP server in front of Next.js decided it from the socket and
 * TRUST_PROXY (server/runtime-bridge.ts). Without that server in this process (plain `next dev`)
 * the header could come from the client, so every request counts as "unknown".
 */
export function clientIp(req: Request): string {
  if (!clientIpIsStamped()) return "unknown";
  return req.headers.get(CLIENT_IP_HEADER)?.slice(0, 64) || "unknown";
}

const appOrigin = new URL(env.APP_URL).origin;

const roleMessages = { student: "Only students can do this", tutor: "Only tutors can do this" } as const;

async function authenticate(req: NextRequest, mode: AuthMode): Promise<ResolvedSession | null> {
  if (mode === "none") return null;
  const token = sessionTokenFrom(req.headers, req.cookies.get(SESSION_COOKIE)?.value);
  const session = await resolveSessionToken(token);
  if (mode === "optional") return session;
  if (!session) throw new AppError("unauthorized", "Invalid or expired token");
  if ((mode === "student" || mode === "tutor") && session.user.role !== mode) {
    throw new AppError("forbidden", roleMessages[mode]);
  }
  return session;
}

export function route<P = Record<string, never>>(
  handler: Handler<P, "none">,
): (req: NextRequest, args: NextRouteArgs) => Promise<Response>;
export function route<P = Record<string, never>, A extends AuthMode = "none">(
  options: { auth?: A },
  handler: Handler<P, A>,
): (req: NextRequest, args: NextRouteArgs) => Promise<Response>;
export function route<P, A extends AuthMode>(
  optionsOrHandler: { auth?: A } | Handler<P, A>,
  maybeHandler?: Handler<P, A>,
) {
  const options = typeof optionsOrHandler === "function" ? {} : optionsOrHandler;
  const handler = (typeof optionsOrHandler === "function" ? optionsOrHandler : maybeHandler) as Handler<P, A>;
  const mode: AuthMode = options.auth ?? "none";

  return async function handle(req: NextRequest, args: NextRouteArgs): Promise<Response> {
    const requestId = req.headers.get("x-request-id")?.slice(0, 64) || randomUUID();
    const started = performance.now();
    try {
      refuseCrossSite(req, { appOrigin, hasSessionCookie: req.cookies.get(SESSION_COOKIE) !== undefined });
      const params = ((await args?.params) ?? {}) as P;
      const session = await authenticate(req, mode);
      const ctx = { req, params, requestId, ip: clientIp(req), session, user: session?.user ?? null } as RouteContext<
        P,
        A
      >;
      const result = await handler(ctx);
      const response = result instanceof Response ? result : json(result);
      response.headers.set("x-request-id", requestId);
      return response;
    } catch (err) {
      // The client went away mid-request (a closed tab, a dropped connection): nothing to answer or log.
      if (req.signal?.aborted) return new Response(null, { status: 499 });
      const mapped = toErrorResponse(err);
      if (mapped) {
        return json(mapped.body, { status: mapped.status, headers: { ...mapped.headers, "x-request-id": requestId } });
      }
      log.error("unhandled error in route", {
        requestId,
        method: req.method,
        path: req.nextUrl.pathname,
        ms: Math.round(performance.now() - started),
        err,
      });
      const body: ErrorBody = { message: "Something went wrong. Please try again.", error: "internal_error" };
      return json(body, { status: 500, headers: { "x-request-id": requestId } });
    }
  };
}
