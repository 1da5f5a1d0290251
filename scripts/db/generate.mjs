// `prisma generate` without internet. Generating the client needs no schema engine, but
// the CLI insists on downloading one unless PRISMA_SCHEMA_ENGINE_BINARY names an existing
// file; we point it at this script when no real engine is configured.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");

const env = { ...process.env, CHECKPOINT_DISABLE: "1", PRISMA_HIDE_UPDATE_MESSAGE: "1" };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(import.meta.url);

const result = spawnSync(process.execPath, [prismaCli, "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
