import "server-only";
import pg from "pg";
import { createDatabase, type Db } from "./db-client";
import { env } from "./env";
import { prepared, runPrepared, timestampParam, utcTypes, type PreparedStatement } from "./prepared-query";

// One Prisma client per process, made on first use (so `next build` can import modules
// that use it without a database) and kept on globalThis so hot reload in development
// does not open a new pool on every edit.
type Database = ReturnType<typeof createDatabase>;
const globalForDb = globalThis as unknown as { examprepDatabase?: Database };

function database(): Database {
  if (globalForDb.examprepDatabase) return globalForDb.examprepDatabase;
  if (!env.DATABASE_URL) {
    throw new Error("DATABASE_URL is not set. Start the app with `npm run dev` or `npm start`, which provide one.");
  }
  globalForDb.examprepDatabase = createDatabase(env.DATABASE_URL, { max: env.DATABASE_POOL_MAX });
  return globalForDb.examprepDatabase;
}

const client = (): Db => database().prisma;

export const db: Db = new Proxy({} as Db, {
  get(_target, property) {
    const real = client();
    const value = Reflect.get(real, property, real);
    return typeof value === "function" ? value.bind(real) : value;
  },
});

const types = utcTypes(pg.types);

/** Runs a hot-path read (./prepared-query.ts) on the pool under `db`. */
export function queryPrepared<Row extends pg.QueryResultRow>(
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  return runPrepared<Row>(database().pool, types, statement, values);
}

/** A transaction's connection, running the rush path's prepared statements (./prepared-query.ts). */
export type PreparedTx = {
  query<Row extends pg.QueryResultRow>(statement: PreparedStatement, values: unknown[]): Promise<Row[]>;
  /** A statement composed with `Prisma.sql`: each shape's text is prepared once by name. */
  sql<Row extends pg.QueryResultRow>(query: ComposedSql): Promise<Row[]>;
};

/** What `Prisma.sql` composes: the text with $1… placeholders and its values. */
type ComposedSql = { text: string; values: unknown[] };

// Prisma sends a Date as the UTC wall time a `timestamp` column holds; pg would send local time.
const utcValues = (values: unknown[]) => values.map((v) => (v instanceof Date ? timestampParam(v) : v));

/**
 * Runs `work` in one transaction on a connection of the pool under `db`, with prepared statements
 * only: the engine's writes that must hold together (closing a sitting and recording its evidence)
 * without Prisma's interactive transaction around them. Rolled back if `work` throws.
 */
export async function inPreparedTransaction<T>(work: (tx: PreparedTx) => Promise<T>): Promise<T> {
  const connection = await database().pool.connect();
  const tx: PreparedTx = {
    query: (statement, values) => runPrepared(connection, types, statement, values),
    sql: (query) => runPrepared(connection, types, prepared(query.text), utcValues(query.values)),
  };
  let broken: Error | undefined;
  try {
    await connection.query("BEGIN");
    const result = await work(tx);
    await connection.query("COMMIT");
    return result;
  } catch (error) {
    await connection.query("ROLLBACK").catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    // A connection that could not even roll back is not given to anyone else.
    connection.release(broken);
  }
}
