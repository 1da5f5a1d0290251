import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client";

// PostgreSQL parses and plans an unnamed statement every time it arrives. Named, each
// connection prepares a query once and then only binds and executes it: the queries of the
// exam-rush path cost PostgreSQL noticeably less CPU (docs/performance.md). The name is a
// digest of the SQL, so one name never stands for two texts. Prisma writes one text per query
// shape; past MAX_NAMED_STATEMENTS texts (a runaway of shapes) the rest go unnamed, so no
// connection prepares without bound.
const MAX_NAMED_STATEMENTS = 2000;
const statementNames = new Map<string, string>();

export function statementName(query: { sql: string }): string | undefined {
  let name = statementNames.get(query.sql);
  if (name === undefined) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return undefined;
    name = `q_${createHash("sha256").update(query.sql).digest("base64url").slice(0, 40)}`;
    statementNames.set(query.sql, name);
  }
  return name;
}

/**
 * How long the pool waits on PostgreSQL before giving up, so an outage or a stuck query
 * answers 503 (server/http/error-response.ts) instead of holding requests open: a connection
 * that is not made in time, a statement that runs too long (PostgreSQL cancels it), a
 * transaction left idle (PostgreSQL ends the session and frees its locks).
 */
export const POOL_TIMEOUTS = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 20_000,
  idle_in_transaction_session_timeout: 30_000,
} as const;

/**
 * An interactive transaction waits for its connection as long as the pool lets any query wait
 * (`connectionTimeoutMillis`), not Prisma's own 2 s: in the rush at 9:00, or when a class submits
 * at the bell, every connection is busy with another student's start or submit for a moment, and
 * a 500 there is a student's exam. Past that wait the pool is overloaded: 503 with Retry-After
 * (server/http/error-response.ts), which the phone tries again. It may then run for 15 s; the
 * pool's statement and idle timeouts still bound a stuck one.
 */
const transactionOptions = (timeouts: typeof POOL_TIMEOUTS) => ({
  maxWait: timeouts.connectionTimeoutMillis,
  timeout: 15_000,
});

export type DatabaseOptions = { max?: number; timeouts?: Partial<typeof POOL_TIMEOUTS> };

// One node-postgres pool per process, and a Prisma client over it. Password hashes are omitted
// from every query unless a caller asks for them explicitly with `omit: { passwordHash: false }`.
// The pool is handed out too, for the few reads on every request's path (./prepared-query.ts);
// disconnecting the client ends it.
export function createDatabase(connectionString: string, options: DatabaseOptions = {}) {
  // The adapter hands the name to pg's `query({ name })`, where no name means unnamed; its type
  // just does not say so.
  const statementNameGenerator = statementName as (query: { sql: string }) => string;
  const timeouts = { ...POOL_TIMEOUTS, ...options.timeouts };
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, ...timeouts });
  const adapter = new PrismaPg(pool, { statementNameGenerator, disposeExternalPool: true });
  const prisma = new PrismaClient({
    adapter,
    omit: { user: { passwordHash: true } },
    transactionOptions: transactionOptions(timeouts),
  });
  return { prisma, pool };
}

export const createPrismaClient = (connectionString: string, options: DatabaseOptions = {}) =>
  createDatabase(connectionString, options).prisma;

export type Db = ReturnType<typeof createPrismaClient>;
