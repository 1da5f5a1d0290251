import { describe, expect, it } from "vitest";
import { LOGIN_MISSING_TOKEN, LOGIN_MISSING_USER, readLoginResponse } from "./login-response";

const user = { id: "u1", email: "a@b.ng" };

describe("readLoginResponse (docs/product-spec.md parts 3, 4 and 8)", () => {
  it.each([
    ["student", { student: user, token: "t" }],
    ["user", { user, token: "t" }],
    ["data", { data: user, token: "t" }],
  ])("finds the user under %s", (_, body) => {
    expect(readLoginResponse(body).user).toEqual(user);
  });

  it("takes the token from session.access_token before token", () => {
    expect(readLoginResponse({ user, session: { access_token: "s" }, token: "t" }).token).toBe("s");
    expect(readLoginResponse({ user, token: "t" }).token).toBe("t");
  });

  it("accepts a user with only an id or only an email", () => {
    expect(readLoginResponse({ user: { id: "x" }, token: "t" }).user).toEqual({ id: "x" });
    expect(readLoginResponse({ user: { email: "x@y.ng" }, token: "t" }).user).toEqual({ email: "x@y.ng" });
  });

  it.each([[{ token: "t" }], [{ user: {}, token: "t" }], [{ user: null, token: "t" }], [null], ["text"]])(
    "refuses %j without a user",
    (body) => {
      expect(() => readLoginResponse(body)).toThrow(LOGIN_MISSING_USER);
    },
  );

  it.each([[{ user }], [{ user, token: "" }], [{ user, session: { access_token: 5 } }]])(
    "refuses %j without a token",
    (body) => {
      expect(() => readLoginResponse(body)).toThrow(LOGIN_MISSING_TOKEN);
    },
  );
});
