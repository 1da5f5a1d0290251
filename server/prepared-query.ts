import type pg from "pg";
import { statementName } from "./db-client";

// The statements of the exam-rush path (the session, a student's attempt, autosave, submit and
// its evidence) go straight to the pool as named prepared statements: Prisma's query compiler
// and result mapping, run on every call, cost more CPU than the request's own work. Everything
// else stays on Prisma; these are plain SQL with their rows mapped by hand, so keep them few.

export type PreparedStatement = { name: string; text: string };

/** A statement named by a digest of its text (the name Prisma's own queries get, ./db-client.ts). */
export function prepared(text: string): PreparedStatement {
  const name = statementName({ sql: text });
  if (!name) throw new Error("too many named statements");
  return { name, text };
}

// Prisma's DateTime columns are `timestamp(3)` holding UTC; pg would read them as local time.
const TIMESTAMP_OID = 1114;
const utcTimestamp = (value: string) => new Date(`${value.replace(" ", "T")}Z`);

/** node-postgres's type parsers, but `timestamp` read as UTC as Prisma reads it. */
export function utcTypes(types: typeof pg.types): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: "text" | "binary") =>
      oid === TIMESTAMP_OID && format !== "binary"
        ? utcTimestamp
        : types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
  };
}

/**
 * A Date as a `timestamp` parameter: its UTC wall time. node-postgres would send local time
 * with an offset, which a `timestamp` column drops.
 */
export const timestampParam = (date: Date): string => date.toISOString();

/** Runs a named statement on the pool, or on one connection of it (a transaction's). */
export async function runPrepared<Row extends pg.QueryResultRow>(
  client: Pick<pg.Pool, "query"> | pg.PoolClient,
  types: pg.CustomTypesConfig,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  const result = await client.query<Row>({ name: statement.name, text: statement.text, values, types });
  return result.rows;
}
