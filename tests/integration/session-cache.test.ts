// Sessions are kept per process (server/auth/session-cache.ts) and forgotten when PostgreSQL
// says a session or its user changed. Writes here go through a connection of their own, as
// another server process's would.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetSessionsOf, resolveSessionToken } from "@/server/auth/session";
import { newStudent, type TestAccount } from "../support/api";

let other: pg.Client;
const ours = `examprep-listen-${process.pid}`;

/** Waits until this process's listening connection is up. */
async function listening() {
  await vi.waitFor(async () => {
    const { rows } = await other.query(
      "select 1 from pg_stat_activity where application_name = $1 and query ilike 'LISTEN%'",
      [ours],
    );
    expect(rows).toHaveLength(1);
  });
}

beforeAll(async () => {
  other = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await other.connect();
  // The first session read starts the listening connection.
  await resolveSessionToken((await newStudent()).token);
  await listening();
});
afterAll(async () => {
  await other.end();
});

/** A write that fires no trigger (this connection only), so nobody is told about it. */
async function unannounced(sql: string, values: unknown[]) {
  await other.query("set session_replication_role = replica");
  try {
    await other.query(sql, values);
  } finally {
    await other.query("set session_replication_role = origin");
  }
}

const nameOf = async (account: TestAccount) => (await resolveSessionToken(account.token))?.user.displayName;

describe("sessions kept per process", () => {
  it("serves a session it read before without asking the database again", async () => {
    const account = await newStudent();
    const before = await nameOf(account);
    expect(before).toBeTruthy();
    await unannounced("update users set display_name = $1 where id = $2", ["Unannounced N.", account.id]);
    expect(await nameOf(account)).toBe(before);
    // The app's own writers forget at once.
    forgetSessionsOf(account.id);
    expect(await nameOf(account)).toBe("Unannounced N.");
  });

  it("forgets a user's sessions when another process changes the user", async () => {
    const account = await newStudent();
    await nameOf(account);
    await other.query("update users set display_name = $1 where id = $2", ["Renamed Elsewhere", account.id]);
    await vi.waitFor(async () => expect(await nameOf(account)).toBe("Renamed Elsewhere"));
  });

  it("refuses a session another process revoked", async () => {
    const account = await newStudent();
    expect(await resolveSessionToken(account.token)).not.toBeNull();
    await other.query("update sessions set revoked_at = now() where user_id = $1", [account.id]);
    await vi.waitFor(async () => expect(await resolveSessionToken(account.token)).toBeNull());
  });

  it("reads the database while its listening connection is down, and keeps sessions again once it is back", async () => {
    const account = await newStudent();
    await nameOf(account);
    const { rowCount } = await other.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
      [ours],
    );
    expect(rowCount).toBe(1);
    // Nothing announces this change; the lost connection alone must stop the old name being served.
    await unannounced("update users set display_name = $1 where id = $2", ["While Deaf", account.id]);
    await vi.waitFor(async () => expect(await nameOf(account)).toBe("While Deaf"));
    // Back: listening again, and a change from elsewhere reaches this process.
    await listening();
    await nameOf(account);
    await other.query("update users set display_name = $1 where id = $2", ["Heard Again", account.id]);
    await vi.waitFor(async () => expect(await nameOf(account)).toBe("Heard Again"));
  });
});
