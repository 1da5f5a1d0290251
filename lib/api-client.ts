"use client";

import { forgetOtherStudent, forgetPrivateData, forgetRefusedSession, isSessionRefusal } from "./private-data";
import { toast } from "./toast";

// The browser's one way to call /api: same-origin, the session travels in the httpOnly
// cookie (no token is ever kept where a script can read it), JSON in and out, and the
// error rules of docs/product-spec.md part 8.

export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";
export const SESSION_EXPIRED_TOAST_MS = 4000;
export const SESSION_EXPIRED_REDIRECT_MS = 1000;
const NO_REDIRECT_PATHS = ["/signin", "/signup", "/"];
export const USER_STORAGE_KEY = "user";
export const USER_TYPE_STORAGE_KEY = "userType";

/** The message of an error body: its message, else its error, else "HTTP Error: {status}". */
export function errorMessageOf(status: number, body: unknown): string {
  if (body && typeof body === "object") {
    const b = body as { message?: unknown; error?: unknown };
    if (typeof b.message === "string" && b.message) return b.message;
    if (typeof b.error === "string" && b.error) return b.error;
  }
  return `HTTP Error: ${status}`;
}

export const isSessionExpiry = (status: number, message: string) => status === 401 && /invalid or expired token/i.test(message);

/** What the browser remembers of the signed-in user (never the token); another student's leftovers go first. */
export function rememberUser(user: unknown, userType: "student" | "tutor") {
  const id = user && typeof user === "object" && "id" in user ? String(user.id) : undefined;
  void forgetOtherStudent(id);
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    localStorage.setItem(USER_TYPE_STORAGE_KEY, userType);
  } catch {
    // storage unavailable (private mode): the server session still works
  }
}

let expiryHandled = false;

/** The session-expired flow of docs/product-spec.md part 8: forget the user, warn for 4 s, go to /signin after 1 s. */
export function handleSessionExpired() {
  if (expiryHandled) return;
  expiryHandled = true;
  void forgetPrivateData();
  toast(SESSION_EXPIRED_MESSAGE, "warning", SESSION_EXPIRED_TOAST_MS);
  window.dispatchEvent(new Event("examprep:session-expired"));
  if (!NO_REDIRECT_PATHS.includes(window.location.pathname)) {
    // A full navigation: every screen's data belonged to the expired session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    setTimeout(() => window.location.assign("/signin"), SESSION_EXPIRED_REDIRECT_MS);
  }
  setTimeout(() => {
    expiryHandled = false;
  }, SESSION_EXPIRED_REDIRECT_MS + 500);
}

type RequestOptions = { method?: string; json?: unknown; formData?: FormData; headers?: Record<string, string>; signal?: AbortSignal };

export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.formData) {
    body = options.formData;
  }
  const response = await fetch(path, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
    credentials: "same-origin",
    signal: options.signal,
  });
  const isJson = response.headers.get("content-type")?.includes("application/json");
  const data: unknown = isJson ? await response.json().catch(() => null) : null;
  if (!response.ok) {
    const message = errorMessageOf(response.status, data);
    // The session is gone: what this phone kept of its student must not outlive it.
    if (isSessionRefusal(response.status, path)) void forgetRefusedSession();
    if (isSessionExpiry(response.status, message)) handleSessionExpired();
    throw new ApiError(message, response.status, data);
  }
  return data as T;
}

/**
 * Signs out: the server revokes the session, then the browser forgets the student (a phone is
 * often shared: lib/private-data.ts). Done locally even when the server cannot be reached.
 */
export async function signOut(): Promise<void> {
  try {
    await api("/api/auth/logout", { method: "POST" });
  } catch {
    // Offline or refused: the local half still matters.
  }
  await forgetPrivateData();
}
