import "server-only";
import { NextResponse } from "next/server";
import { SESSION_COOKIE, sessionCookieOptions } from "../auth/session";
import { noStore } from "./route";

/** JSON response that also sets the browser's httpOnly session cookie. */
export function jsonWithSession(body: { token: string }, status = 200): NextResponse {
  const response = NextResponse.json(body, { status, headers: noStore });
  response.cookies.set(SESSION_COOKIE, body.token, sessionCookieOptions);
  return response;
}

/** JSON response that removes the session cookie. */
export function jsonClearingSession(body: unknown, status = 200): NextResponse {
  const response = NextResponse.json(body, { status, headers: noStore });
  response.cookies.set(SESSION_COOKIE, "", { ...sessionCookieOptions, maxAge: 0 });
  return response;
}
