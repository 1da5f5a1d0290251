import "server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { log } from "../log";
import { toErrorResponse, type ErrorBody } from "./error-response";

// Every API handler is wrapped: the wrapper gives it a request id and the route params,
// maps whatever it throws to the contract's error body, and logs unexpected errors.
// Handlers return a plain object (sent as 200 JSON) or a Response.

export type RouteContext<P> = { req: NextRequest; params: P; requestId: string };
type NextRouteArgs = { params: Promise<Record<string, string | string[]>> };

export const noStore = { "cache-control": "no-store" } as const;

export function json(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(data, { status: init.status ?? 200, headers: { ...noStore, ...init.headers } });
}

export function route<P extends Record<string, string> = Record<string, never>>(
  handler: (ctx: RouteContext<P>) => Promise<Response | object> | Response | object,
) {
  return async function handle(req: NextRequest, args: NextRouteArgs): Promise<Response> {
    const requestId = req.headers.get("x-request-id")?.slice(0, 64) || randomUUID();
    const started = performance.now();
    try {
      const params = ((await args?.params) ?? {}) as P;
      const result = await handler({ req, params, requestId });
      const response = result instanceof Response ? result : json(result);
      response.headers.set("x-request-id", requestId);
      return response;
    } catch (err) {
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
