import { z } from "zod";
import { parseTrustProxy } from "../../lib/web/trust-proxy";

// The environment of docs/contract.md ("Environment"). Pure (no file or process access) so scripts, tests and
// the app validate it the same way; server/env.ts is the app's one reader of process.env.

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalString.pipe(
    z
      .string()
      .refine(
        (v) => {
          try {
            return protocols.includes(new URL(v).protocol);
          } catch {
            return false;
          }
        },
        `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
      )
      .optional(),
  );

const booleanFlag = optionalString.pipe(
  z
    .enum(["true", "false", "1", "0"], { message: "must be true or false" })
    .transform((v) => v === "true" || v === "1")
    .optional(),
);

/** A whole number within [min, max] (the message says so when it is not), or `fallback` when unset. */
const wholeNumber = (min: number, max: number, message: string, fallback: number) =>
  optionalString
    .pipe(
      z
        .string()
        .regex(/^\d+$/, message)
        .transform(Number)
        .pipe(z.number().min(min, message).max(max, message))
        .optional(),
    )
    .transform((v) => v ?? fallback);

export const envSchema = z
  .object({
    NODE_ENV: optionalString
      .pipe(z.enum(["development", "production", "test"]).optional())
      .transform((v) => v ?? "development"),
    DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
    /** A connection straight to PostgreSQL for LISTEN, when DATABASE_URL goes through a transaction-mode pooler (PgBouncer). */
    DATABASE_DIRECT_URL: optionalUrl(["postgres:", "postgresql:"]),
    /** Connections per app instance to PostgreSQL (keep instances × this under the server's max_connections). */
    DATABASE_POOL_MAX: optionalString
      .pipe(
        z
          .string()
          .regex(/^\d+$/, "must be a whole number")
          .transform(Number)
          .pipe(z.number().min(1).max(200))
          .optional(),
      )
      .transform((v) => v ?? 10),
    APP_URL: optionalUrl(["http:", "https:"]).transform((v) => (v ?? "http://localhost:3000").replace(/\/+$/, "")),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
    MAIL_FROM: optionalString.transform((v) => v ?? "ExamPrep <no-reply@localhost>"),
    S3_ENDPOINT: optionalUrl(["http:", "https:"]),
    S3_REGION: optionalString.transform((v) => v ?? "us-east-1"),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag.transform((v) => v ?? false),
    /** Origin browsers reach the bucket at, for presigned video URLs; unset → videos stream through the app. */
    S3_PUBLIC_URL: optionalUrl(["http:", "https:"]),
    FLUTTERWAVE_BASE_URL: optionalUrl(["http:", "https:"]).transform((v) =>
      (v ?? "https://api.flutterwave.com").replace(/\/+$/, ""),
    ),
    FLUTTERWAVE_SECRET_KEY: optionalString,
    NEXT_PUBLIC_FLUTTERWAVE_PUBLIC_KEY: optionalString.transform((v) => v ?? "FLWPUBK_TEST-examprep-simulator-X"),
    FLUTTERWAVE_WEBHOOK_HASH: optionalString,
    /** How long to wait for Flutterwave before leaving a payment pending. */
    FLUTTERWAVE_TIMEOUT_MS: optionalString
      .pipe(z.string().regex(/^\d+$/, "must be a number of milliseconds").transform(Number).optional())
      .transform((v) => v ?? 8000),
    /** Allows the payment simulator in production (a laptop or CI running `npm start`); never set it on a real deployment. */
    PAYMENTS_SIMULATOR: booleanFlag.transform((v) => v ?? false),
    /**
     * A school's lab on a local network without internet (npm run lab sets it, docs/schools.md):
     * no mail can reach anyone, so a new account is verified as it is made. Never on a deployment.
     */
    LAB_MODE: booleanFlag.transform((v) => v ?? false),
    /** Bearer secret for POST /api/payments/reconcile (an operator's scheduler); unset: that endpoint is off. */
    CRON_SECRET: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    REDIS_URL: optionalUrl(["redis:", "rediss:"]),
    /** Put before every key this app writes to Redis, so several apps (or stages) can share one. */
    REDIS_KEY_PREFIX: optionalString
      .pipe(
        z
          .string()
          .regex(/^[A-Za-z0-9:_.-]{1,64}$/, "must be 1 to 64 letters, digits or : _ . -")
          .optional(),
      )
      .transform((v) => v ?? "examprep:"),
    /** Bytes of uploads (videos, thumbnails) each tutor may keep in storage; default 5 GB. */
    TUTOR_STORAGE_QUOTA_BYTES: optionalString
      .pipe(
        z
          .string()
          .regex(/^\d+$/, "must be a whole number of bytes")
          .transform(Number)
          .pipe(z.number().min(1, "must be at least 1 byte").max(Number.MAX_SAFE_INTEGER, "is too large"))
          .optional(),
      )
      .transform((v) => v ?? 5 * 1024 ** 3),
    /** The longest lesson video accepted, in seconds (docs/media.md, "Limits"); default 3 hours. */
    MEDIA_MAX_DURATION_SECONDS: wholeNumber(
      1,
      86_400,
      "must be a whole number of seconds from 1 to 86400",
      3 * 60 * 60,
    ),
    /** The largest lesson picture accepted, long side and short side in pixels; default 3840 × 2160 (4K). */
    MEDIA_MAX_LONG_SIDE: wholeNumber(16, 16_384, "must be a whole number of pixels from 16 to 16384", 3840),
    MEDIA_MAX_SHORT_SIDE: wholeNumber(16, 16_384, "must be a whole number of pixels from 16 to 16384", 2160),
    /** The fewest bytes per second of its claimed length a lesson upload may have (a thinner file's timestamps are forged); default 500. */
    MEDIA_MIN_BYTES_PER_SECOND: wholeNumber(0, 1_000_000, "must be a whole number of bytes from 0 to 1000000", 500),
    /** Where local storage and the dev mail outbox live (default .data/storage and .data/mail). */
    STORAGE_DIR: optionalString,
    /** Lesson uploads in progress on disk (without S3); default: "uploads" beside STORAGE_DIR, else .data/uploads. */
    UPLOADS_DIR: optionalString,
    MAIL_DIR: optionalString,
    /** Who sends SMS and WhatsApp messages (the guardian digest): "local" writes them to MESSAGING_DIR (default .data/messages). */
    MESSAGING_PROVIDER: optionalString
      .pipe(z.enum(["local"], { message: "must be local (the only provider so far)" }).optional())
      .transform((v) => v ?? "local"),
    MESSAGING_DIR: optionalString,
    PORT: wholeNumber(1, 65535, "must be a port number", 3000),
    /** Server processes `npm start` runs on this machine (node:cluster, one shared port). */
    WEB_CONCURRENCY: wholeNumber(1, 64, "must be a whole number from 1 to 64", 1),
    /** Proxies in front of the app whose X-Forwarded-For is believed: a number of hops or CIDRs (docs/contract.md, "Trust"); unset → none. */
    TRUST_PROXY: optionalString.superRefine((value, ctx) => {
      try {
        parseTrustProxy(value);
      } catch (err) {
        ctx.addIssue({ code: "custom", message: (err as Error).message.replace(/^TRUST_PROXY:?\s*/, "") });
      }
    }),
    /**
     * Whether the app's server process runs the background jobs (pg-boss workers) itself. Unset:
     * yes, so one machine needs nothing more; false where `npm run worker` runs them (docker-compose).
     * The embedded database always runs them in the app (scripts/app.ts).
     */
    RUN_WORKERS: optionalString
      .pipe(
        z
          .enum(["true", "false", "1", "0"], {
            message: "must be true or false (false: `npm run worker` runs the background jobs instead)",
          })
          .optional(),
      )
      .transform((v) => v === undefined || v === "true" || v === "1"),
    LOG_LEVEL: optionalString
      .pipe(z.enum(["debug", "info", "warn", "error", "silent"]).optional())
      .transform((v) => v ?? "info"),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS_SIMULATOR && env.FLUTTERWAVE_SECRET_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENTS_SIMULATOR"],
        message: "cannot be true while FLUTTERWAVE_SECRET_KEY is set",
      });
    }
    if (env.MEDIA_MAX_SHORT_SIDE > env.MEDIA_MAX_LONG_SIDE) {
      ctx.addIssue({
        code: "custom",
        path: ["MEDIA_MAX_SHORT_SIDE"],
        message: "cannot be more than MEDIA_MAX_LONG_SIDE",
      });
    }
    // S3 is all-or-nothing: a half-configured bucket would silently write to local disk.
    const s3Keys = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
    const setKeys = s3Keys.filter((k) => env[k] !== undefined);
    if (setKeys.length > 0 && setKeys.length < s3Keys.length) {
      for (const k of s3Keys.filter((k) => env[k] === undefined)) {
        ctx.addIssue({ code: "custom", path: [k], message: `is required when ${setKeys.join(", ")} is set` });
      }
    }
  });

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

type Source = Record<string, string | undefined>;

export function parseEnv(source: Source, options: { requireAuthSecret?: boolean } = {}): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join(".") || "environment"} ${i.message}`));
  }
  if (options.requireAuthSecret && !result.data.AUTH_SECRET) {
    throw new EnvError(["AUTH_SECRET is required in production (at least 32 random characters)"]);
  }
  return result.data;
}

export function s3Configured(env: Env): boolean {
  return Boolean(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY);
}
