"use client";

import { forgetPrivateData, forgetRefusedSession } from "@/lib/private-data";
import { ApiError } from "./api-error";
import { handleSessionExpired } from "./session";

// The browser's one way to call /api: same-origin, the session in its cookie, JSON in and
// out. Every answer that is not 2xx becomes an ApiError; no answer at all stays the
// fetch's own TypeError (see isNetworkFailure).

// Sign-in answers 401 `unauthorized` to a wrong password: that says nothing about a session.
const SIGN_IN_PATHS = new Set(["/api/auth/signin", "/api/students/signin", "/api/auth/tutor/login"]);

/** Whether this refusal means the session this browser holds is gone. */
export function isSessionExpiry(error: ApiError, path: string): boolean {
  return error.code === "unauthorized" && !SIGN_IN_PATHS.has(path.split("?")[0] ?? path);
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
  /** Lets the request finish after the page is left (a last save on the way out). */
  keepalive?: boolean;
};

export async function apiFetch<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
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
    keepalive: options.keepalive,
  });
  return readApiAnswer<T>(response, path);
}

/** What apiFetch makes of an answer to `path`, for a request the page started itself (the sitting's early fetch). */
export async function readApiAnswer<T = unknown>(response: Response, path: string): Promise<T> {
  const isJson = response.headers.get("content-type")?.includes("application/json");
  const data: unknown = isJson ? await response.json().catch(() => null) : null;
  if (response.ok) return data as T;
  const error = new ApiError(response.status, data);
  if (isSessionExpiry(error, path)) {
    // What this phone kept of its student must not outlive the session.
    void forgetRefusedSession();
    handleSessionExpired();
  }
  throw error;
}

/**
 * Signs out: the server revokes the session, then the browser forgets the student (a phone is
 * often shared: lib/private-data.ts). Done locally even when the server cannot be reached.
 */
export async function signOut(): Promise<void> {
  try {
    await apiFetch("/api/auth/logout", { method: "POST" });
  } catch {
    // Offline or refused: the local half still matters.
  }
  await forgetPrivateData();
}
