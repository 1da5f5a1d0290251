import { describe, expect, it, vi } from "vitest";
import { AppError } from "./errors";
import { WrongCredentialsError } from "./accounts/sign-in";

describe("AppError across copies of its module", () => {
  it("is an AppError to every copy, as a route's copy sees an error from a cache another copy filled", async () => {
    vi.resetModules();
    const other = await import("./errors");
    expect(other.AppError).not.toBe(AppError);
    const fromOther = new other.AppError("not_found", "Quiz not found");
    expect(fromOther instanceof AppError).toBe(true);
    expect(new AppError("conflict", "x") instanceof other.AppError).toBe(true);
  });

  it("is nothing else's: a plain error, a look-alike object, or an AppError to a subclass", () => {
    expect(new Error("x") instanceof AppError).toBe(false);
    expect({ name: "AppError", code: "not_found", message: "x" } instanceof AppError).toBe(false);
    expect((null as unknown) instanceof AppError).toBe(false);
    expect(new AppError("unauthorized", "Invalid email or password") instanceof WrongCredentialsError).toBe(false);
    expect(new WrongCredentialsError() instanceof AppError).toBe(true);
    expect(new WrongCredentialsError() instanceof WrongCredentialsError).toBe(true);
  });
});
