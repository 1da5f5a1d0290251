import { describe, expect, it } from "vitest";
import { errorMessageOf, isSessionExpiry, SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_REDIRECT_MS, SESSION_EXPIRED_TOAST_MS } from "./api-client";

describe("errorMessageOf (docs/product-spec.md part 8)", () => {
  it("uses the body's message, else its error, else 'HTTP Error: {status}'", () => {
    expect(errorMessageOf(400, { message: "Bad thing", error: "bad_request" })).toBe("Bad thing");
    expect(errorMessageOf(400, { error: "bad_request" })).toBe("bad_request");
    expect(errorMessageOf(502, { message: "" })).toBe("HTTP Error: 502");
    expect(errorMessageOf(500, null)).toBe("HTTP Error: 500");
    expect(errorMessageOf(404, "not json")).toBe("HTTP Error: 404");
    expect(errorMessageOf(418, { message: 42 })).toBe("HTTP Error: 418");
  });
});

describe("isSessionExpiry", () => {
  it("is a 401 whose message mentions an invalid or expired token", () => {
    expect(isSessionExpiry(401, "Invalid or expired token")).toBe(true);
    expect(isSessionExpiry(401, "invalid or expired token: signature")).toBe(true);
    expect(isSessionExpiry(401, "Email not verified. Please check your email.")).toBe(false);
    expect(isSessionExpiry(401, "Invalid email or password")).toBe(false);
    expect(isSessionExpiry(403, "Invalid or expired token")).toBe(false);
  });

  it("uses the spec's toast text and timings", () => {
    expect(SESSION_EXPIRED_MESSAGE).toBe("Your session has expired. Please sign in again.");
    expect(SESSION_EXPIRED_TOAST_MS).toBe(4000);
    expect(SESSION_EXPIRED_REDIRECT_MS).toBe(1000);
  });
});
