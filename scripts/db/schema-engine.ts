// Prisma's schema engine compiled to WebAssembly, driven through driver adapters, so
// migrations work without the native engine Prisma's CLI would download. It writes
// Prisma's own `_prisma_migrations` table, so `prisma migrate deploy` stays valid
// wherever the native engine is available. The wasm package is an internal API: its
// version is pinned in package.json. See docs/decisions.md.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory, ColumnTypeEnum } from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const schemaPath = path.join(root, "prisma/schema.prisma");
export const migrationsDir = path.join(root, "prisma/migrations");
const filters = { externalTables: [], externalEnums: [] };

// The schema engine reads PostgreSQL's catalog, whose columns of the internal "char" type
// (OID 18, one-letter codes such as a constraint's type) the pg driver adapter refuses to
// map, while the engine expects them as Character values (as the PGlite adapter gives).
// The engine's connections therefore report such columns as text to the adapter, tag
// their positions on the rows array (which queryRaw passes through), and a wrapper sets
// their column type to Character. Only this tool uses these connections.
const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;
const CHAR_COLUMNS = Symbol("charColumns");
type QueryResultLike = { fields?: { dataTypeID: number }[]; rows?: unknown[] & { [CHAR_COLUMNS]?: number[] } };

function tagCharColumns<T>(result: T): T {
  for (const r of (Array.isArray(result) ? result : [result]) as QueryResultLike[]) {
    const positions: number[] = [];
    r?.fields?.forEach((field, i) => {
      if (field.dataTypeID === PG_CHAR_OID) {
        field.dataTypeID = PG_TEXT_OID;
        positions.push(i);
      }
    });
    if (positions.length && r.rows) r.rows[CHAR_COLUMNS] = positions;
  }
  return result;
}

class CatalogFriendlyClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads cannot be re-declared generically
  override query(...args: any[]): any {
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last];
      args[last] = (err: unknown, res: unknown) => callback(err, err ? res : tagCharColumns(res));
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    return result instanceof Promise ? result.then(tagCharColumns) : result;
  }
}

type RawResult = { columnTypes: number[]; rows: QueryResultLike["rows"] };
function reportCharColumns<T extends object>(queryable: T): T {
  return new Proxy(queryable, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (property === "queryRaw") {
        return async (query: unknown) => {
          const result = (await value.call(target, query)) as RawResult;
          for (const i of result.rows?.[CHAR_COLUMNS] ?? []) result.columnTypes[i] = ColumnTypeEnum.Character;
          return result;
        };
      }
      // The adapter splits a script at every `;`, which cuts a function's body apart; sent
      // whole, PostgreSQL runs a migration's statements in one implicit transaction.
      if (property === "executeScript") {
        return async (script: string) => {
          const queryable = target as unknown as { client: pg.Pool; onError(err: unknown): never };
          try {
            await queryable.client.query(script);
          } catch (err) {
            queryable.onError(err);
          }
        };
      }
      if (property === "startTransaction") {
        return async (...args: unknown[]) => reportCharColumns(await value.apply(target, args));
      }
      return value.bind(target);
    },
  });
}

function pgAdapter(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 2, Client: CatalogFriendlyClient });
  const base = new PrismaPg(pool, { disposeExternalPool: true });
  return {
    provider: base.provider,
    adapterName: base.adapterName,
    connect: async () => reportCharColumns(await base.connect()),
    connectToShadowDb: async () => reportCharColumns(await base.connectToShadowDb()),
    // Freeing the engine leaves the pool's connections open until they idle out; a database still
    // connected to cannot be copied (CREATE DATABASE … TEMPLATE) or dropped without force.
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

// The engine reports a Rust panic through this global before it aborts; keep the message
// so the failure names its cause instead of hanging on an undefined registry.
let lastPanic: string | undefined;
(globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
  set_message(message: string) {
    lastPanic = message;
    console.error(`prisma schema engine panicked: ${message}`);
  },
};
export const lastEnginePanic = () => lastPanic;

let wasmReady: Promise<void> | undefined;
function loadWasm(): Promise<void> {
  wasmReady ??= (async () => {
    const wasmPath = path.join(
      path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg")),
      "schema_engine_bg.wasm",
    );
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath), {
      "./schema_engine_bg.js": bg as never,
    });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start?: () => void };
    (bg as unknown as { __wbg_set_wasm(e: unknown): void }).__wbg_set_wasm(exports);
    exports.__wbindgen_start?.();
  })();
  return wasmReady;
}

function readSchema() {
  const content = fs.readFileSync(schemaPath, "utf8");
  return { content, files: [{ path: schemaPath, content }] };
}

function migrationsList() {
  fs.mkdirSync(migrationsDir, { recursive: true });
  const dirs = fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  return {
    baseDir: migrationsDir,
    shadowDbInitScript: "",
    lockfile: {
      path: "migration_lock.toml",
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null,
    },
    migrationDirectories: dirs.map((d) => ({
      path: d,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok", value: fs.readFileSync(path.join(migrationsDir, d, "migration.sql"), "utf8") },
      },
    })),
  };
}

type Engine = {
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  diff(input: unknown): Promise<{ exitCode: number; stdout?: string }>;
  free(): void;
};

async function engineFor(adapterFactory: unknown): Promise<Engine> {
  await loadWasm();
  const { content } = readSchema();
  const factory = bindMigrationAwareSqlAdapterFactory(adapterFactory as never);
  return (await bg.SchemaEngine.new(
    { datamodels: [[schemaPath, content]] } as never,
    () => {},
    factory,
  )) as unknown as Engine;
}

async function diffToSchema(engine: Engine): Promise<string> {
  const { files } = readSchema();
  const result = await engine.diff({
    from: { tag: "schemaDatasource", files, configDir: root },
    to: { tag: "schemaDatamodel", files },
    script: true,
    exitCode: null,
    filters,
  });
  const sql = (result.stdout ?? "").trim();
  return sql.startsWith("-- This is an empty migration") ? "" : sql;
}

/** Applies the committed migrations that the database at `connectionString` lacks. */
export async function deployMigrations(connectionString: string): Promise<string[]> {
  // Several containers starting at once each migrate before they serve: one at a time, under a
  // lock held on a connection of its own, so the others find the work done.
  const lock = new pg.Client({ connectionString, application_name: "examprep-migrate" });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(hashtextextended('examprep:migrate', 0))");
    const adapter = pgAdapter(connectionString);
    const engine = await engineFor(adapter);
    try {
      const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList: migrationsList(), filters });
      return appliedMigrationNames;
    } finally {
      engine.free();
      await adapter.close();
    }
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/** SQL that would bring the database at `connectionString` to schema.prisma ("" when they match). */
export async function diffDatabaseToSchema(connectionString: string): Promise<string> {
  const adapter = pgAdapter(connectionString);
  const engine = await engineFor(adapter);
  try {
    return await diffToSchema(engine);
  } finally {
    engine.free();
    await adapter.close();
  }
}

/** Replays the committed migrations into an in-memory PGlite and returns the SQL still missing from schema.prisma. */
export async function diffMigrationsToSchema(): Promise<string> {
  // Every extension the schema names must be available in the in-memory shadow database.
  const shadow = new PGlite({ extensions: { pg_trgm } });
  const engine = await engineFor(new PrismaPGlite(shadow));
  try {
    await engine.applyMigrations({ migrationsList: migrationsList(), filters });
    return await diffToSchema(engine);
  } finally {
    engine.free();
    await shadow.close();
  }
}

/** Writes a new migration folder holding the difference between the migrations and schema.prisma. */
export async function createMigration(name: string): Promise<string | null> {
  const sql = await diffMigrationsToSchema();
  if (!sql) return null;
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_|_$/g, "") || "migration";
  const dir = path.join(migrationsDir, `${stamp}_${slug}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), sql + "\n");
  const lock = path.join(migrationsDir, "migration_lock.toml");
  if (!fs.existsSync(lock)) fs.writeFileSync(lock, '# Do not edit: Prisma reads this.\nprovider = "postgresql"\n');
  return path.basename(dir);
}
