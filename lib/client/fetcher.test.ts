import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { apiFetch, isSessionExpiry } from "./fetcher";

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

afterEach(() => vi.unstubAllGlobals());

describe("apiFetch", () => {
  it("sends JSON same-origin and returns the parsed answer", async () => {
    const fetch = respond(200, { ok: true });
    vi.stubGlobal("fetch", fetch);
    await expect(apiFetch("/api/things", { json: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith(
      "/api/things",
      expect.objectContaining({ method: "POST", body: '{"a":1}', credentials: "same-origin" }),
    );
  });

  it("turns a refusal into an ApiError with its code", async () => {
    vi.stubGlobal("fetch", respond(409, { error: "conflict", message: "Maximum attempts reached" }));
    const error = await apiFetch("/api/quizzes/q/start", { method: "POST" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "conflict", message: "Maximum attempts reached" });
  });

  it("lets a request that got no answer fail as the network failure it is", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(apiFetch("/api/things")).rejects.toBeInstanceOf(TypeError);
  });
});

describe("isSessionExpiry", () => {
  it("is the unauthorized code, except a wrong password at sign-in", () => {
    const refused = new ApiError(401, { error: "unauthorized", message: "anything at all" });
    expect(isSessionExpiry(refused, "/api/progress/videos/v1")).toBe(true);
    expect(isSessionExpiry(refused, "/api/student-profile?x=1")).toBe(true);
    expect(isSessionExpiry(refused, "/api/students/signin")).toBe(false);
    expect(isSessionExpiry(refused, "/api/auth/tutor/login")).toBe(false);
    expect(isSessionExpiry(refused, "/api/auth/signin")).toBe(false);
    expect(isSessionExpiry(new ApiError(401, { error: "email_not_verified" }), "/api/x")).toBe(false);
    expect(
      isSessionExpiry(new ApiError(403, { error: "forbidden", message: "Invalid or expired token" }), "/api/x"),
    ).toBe(false);
  });
});
