import { afterAll, describe, expect, it, vi } from "vitest";
import { statementName } from "./db-client";

// The bound check fills this process's names; the unit files share their modules (vitest.config.ts),
// so the files after this one get a fresh copy.
afterAll(() => vi.resetModules());

describe("statementName", () => {
  it("names one SQL text the same way every time, and two texts differently", () => {
    const a = statementName({ sql: 'SELECT "id" FROM "users" WHERE "id" = $1' });
    expect(a).toBe(statementName({ sql: 'SELECT "id" FROM "users" WHERE "id" = $1' }));
    expect(a).not.toBe(statementName({ sql: 'SELECT "id" FROM "users" WHERE "email" = $1' }));
  });

  it("gives a name PostgreSQL keeps whole (at most 63 bytes, no quoting needed)", () => {
    expect(statementName({ sql: "select 1" })).toMatch(/^q_[A-Za-z0-9_-]{40}$/);
  });

  it("stops naming new texts past 2,000, so no connection prepares without bound", () => {
    for (let i = 0; i < 2100; i++) statementName({ sql: `select ${i} as bound_check` });
    expect(statementName({ sql: "select 1 as never_seen_before" })).toBeUndefined();
    // Texts named before the bound keep their names.
    expect(statementName({ sql: "select 0 as bound_check" })).toMatch(/^q_/);
  });
});
