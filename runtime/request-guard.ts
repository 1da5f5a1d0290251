// Requests refused before they reach Next.js, whose router answers them with a bare 500 or
// echoes them: TRACE and TRACK (a reflection of the request, credentials included), and a path
// that does not decode (a malformed percent escape, a NUL byte). A path with `.` or `..`
// segments, raw or escaped, is refused too: browsers resolve those before sending, so only a
// crafted request has them, aimed at a storage key or a file outside the route. They get the
// contract's error body (docs/contract.md) and change nothing.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Stage } from "./stage";

const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
const ALLOWED = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

export type Refusal = { status: 400 | 405; headers?: Record<string, string>; body: { message: string; error: string } };

const badPath: Refusal = { status: 400, body: { message: "The request path is not valid", error: "bad_request" } };

/** Why the request cannot be served, as the error body of docs/contract.md, or null when it may go on. */
export function badRequestReason(method: string | undefined, url: string | undefined): Refusal | null {
  if (REFUSED_METHODS.has(String(method).toUpperCase())) {
    return {
      status: 405,
      headers: { allow: ALLOWED },
      body: { message: "This method is not allowed", error: "method_not_allowed" },
    };
  }
  const path = String(url ?? "").split(/[?#]/, 1)[0] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return badPath;
  }
  if (decoded.includes("\0") || decoded.split(/[/\\]/).some((segment) => segment === "." || segment === ".."))
    return badPath;
  return null;
}

/** Answers a request that cannot be served (see badRequestReason) and says whether it did. */
export function refuseBadRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const reason = badRequestReason(req.method, req.url);
  if (!reason) return false;
  const body = JSON.stringify(reason.body);
  // A body the request carried is left unread, so its connection cannot carry another request.
  const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  res.writeHead(reason.status, {
    ...reason.headers,
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    ...(hasBody ? { connection: "close" } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

export const requestGuardStage: Stage = (req, res, next) => {
  if (!refuseBadRequest(req, res)) next();
};
