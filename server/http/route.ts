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
import type { z } from "zod";
import type { Endpoint, PathParams } from "@/lib/api/endpoint";
import { safeEqual } from "../auth/tokens";
import { env } from "../env";
import { CLIENT_IP_HEADER, clientIpIsStamped } from "../runtime-bridge";
import { log } from "../log";
import { AppError } from "../errors";
import { refuseCrossSite } from "./cross-site";
import { toErrorResponse, type ErrorBody } from "./error-response";
import { readJson, readQuery } from "./read-input";

// Every API handler is wrapped, with its endpoint's definition (lib/api/endpoint.ts, in the
// endpoint.ts beside the route): the wrapper refuses cross-site forgeries (./cross-site.ts),
// checks the caller against the definition's auth, parses and validates the query and the
// JSON body with its schemas, gives the handler a request id, the route params and the
// client's IP, maps whatever it throws to the error body of docs/contract.md, and logs
// unexpected errors. Handlers return a plain object (sent as JSON with the definition's one
// success status, else 200) or a Response.
//
//   export const POST = route(endpoints.POST, async ({ body, user }) => …)

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
type AnyHandler = (ctx: never) => Promise<Response | object> | Response | object;
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

function checkSecret(req: NextRequest, auth: Endpoint["auth"]): void {
  if (auth === "cron") {
    if (!env.CRON_SECRET) throw new AppError("service_unavailable", "Set CRON_SECRET to enable this endpoint");
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
    if (!safeEqual(token, env.CRON_SECRET)) throw new AppError("unauthorized", "Invalid or missing scheduler secret");
  } else if (auth === "webhook") {
    if (!env.FLUTTERWAVE_WEBHOOK_HASH)
      throw new AppError("service_unavailable", "The payment webhook is not configured");
    if (!safeEqual(req.headers.get("verif-hash") ?? "", env.FLUTTERWAVE_WEBHOOK_HASH))
      throw new AppError("unauthorized", "Invalid webhook signature");
  }
}

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

type SessionAuth<E extends Endpoint> = E["auth"] extends AuthMode ? E["auth"] : "none";
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a defined endpoint's handler gets: the context, with its query and body parsed. */
export type EndpointContext<E extends Endpoint> = RouteContext<
  E["params"] extends z.ZodType ? z.output<E["params"]> : PathParams<E["path"]>,
  SessionAuth<E>
> & { query: Parsed<E["query"]>; body: Parsed<E["body"]> };

export type RouteHandler = ((req: NextRequest, args: NextRouteArgs) => Promise<Response>) & {
  /** The definition it serves; the integration tests check its answers against it. */
  endpoint?: Endpoint;
};

/** The status a plain object is sent with: the definition's only success status, else 200. */
function defaultStatus(definition: Endpoint | undefined): number {
  const statuses = Object.keys(definition?.responses ?? {});
  return statuses.length === 1 ? Number(statuses[0]) : 200;
}

export function route<const E extends Endpoint>(
  definition: E,
  handler: (ctx: EndpointContext<E>) => Promise<Response | object> | Response | object,
): RouteHandler;
export function route<P = Record<string, never>>(handler: Handler<P, "none">): RouteHandler;
export function route<P = Record<string, never>, A extends AuthMode = "none">(
  options: { auth?: A },
  handler: Handler<P, A>,
): RouteHandler;
export function route(
  optionsOrHandler: { auth?: AuthMode } | Endpoint | AnyHandler,
  maybeHandler?: AnyHandler,
): RouteHandler {
  const options = typeof optionsOrHandler === "function" ? {} : optionsOrHandler;
  const handler = (typeof optionsOrHandler === "function" ? optionsOrHandler : maybeHandler) as AnyHandler;
  const definition = "method" in options ? options : undefined;
  const auth = options.auth ?? "none";
  const mode: AuthMode = auth === "cron" || auth === "webhook" ? "none" : auth;
  const successStatus = defaultStatus(definition);

  const handle: RouteHandler = async function handle(req: NextRequest, args: NextRouteArgs): Promise<Response> {
    const requestId = req.headers.get("x-request-id")?.slice(0, 64) || randomUUID();
    const started = performance.now();
    try {
      refuseCrossSite(req, { appOrigin, hasSessionCookie: req.cookies.get(SESSION_COOKIE) !== undefined });
      const rawParams = (await args?.params) ?? {};
      const params = definition?.params ? definition.params.parse(rawParams) : rawParams;
      checkSecret(req, auth);
      const session = await authenticate(req, mode);
      const input = {
        query: definition?.query ? readQuery(req, definition.query) : undefined,
        body: definition?.body
          ? await readJson(req, definition.body, { maxBytes: definition.maxBodyBytes })
          : undefined,
      };
      const ctx = { req, params, requestId, ip: clientIp(req), session, user: session?.user ?? null, ...input };
      const result = await handler(ctx as never);
      const response = result instanceof Response ? result : json(result, { status: successStatus });
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
  handle.endpoint = definition;
  return handle;
}
