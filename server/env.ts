import "server-only";
import { readOrCreateDevSecret } from "./config/dev-secret";
import { parseEnv, type Env } from "./config/env-schema";

// The one place the app reads process.env. A bad value throws at first import with a
// message naming the variable; scripts/app.ts validates the same schema before starting.

/** `next build` is running (it imports server modules without serving anything). */
export const isBuildPhase = process.env.NEXT_PHASE === "phase-production-build";

function load(): Env & { AUTH_SECRET: string } {
  const isBuild = isBuildPhase;
  const production = process.env.NODE_ENV === "production" && !isBuild;
  const env = parseEnv(process.env, { requireAuthSecret: production });
  return { ...env, AUTH_SECRET: env.AUTH_SECRET ?? readOrCreateDevSecret() };
}

export const env = load();
export const isProduction = env.NODE_ENV === "production";
