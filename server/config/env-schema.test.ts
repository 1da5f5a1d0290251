import { describe, expect, it } from "vitest";
import { EnvError, envSchema, parseEnv, s3Configured } from "./env-schema";

const SECRET = "0123456789abcdef0123456789abcdef"; // exactly 32 characters

function envError(fn: () => unknown): EnvError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(EnvError);
    return err as EnvError;
  }
  throw new Error("expected an EnvError to be thrown");
}

describe("parseEnv defaults", () => {
  it("fills the documented defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env.NODE_ENV).toBe("development");
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.MAIL_FROM).toBe("ExamPrep <no-reply@localhost>");
    expect(env.FLUTTERWAVE_BASE_URL).toBe("https://api.flutterwave.com");
    expect(env.PORT).toBe(3000);
    expect(env.WEB_CONCURRENCY).toBe(1);
    expect(env.S3_REGION).toBe("us-east-1");
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.S3_BUCKET).toBeUndefined();
  });

  it("envSchema applies the same defaults", () => {
    const env = envSchema.parse({});
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.PORT).toBe(3000);
  });

  it("keeps given values", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://user:pw@db:5432/app",
      APP_URL: "https://examprep.ng",
      AUTH_SECRET: SECRET,
      SMTP_URL: "smtps://user:pw@mail.example.com:465",
      MAIL_FROM: "Team <team@examprep.ng>",
      PORT: "8080",
      LOG_LEVEL: "warn",
      REDIS_URL: "rediss://cache:6380",
    });
    expect(env).toMatchObject({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://user:pw@db:5432/app",
      APP_URL: "https://examprep.ng",
      AUTH_SECRET: SECRET,
      SMTP_URL: "smtps://user:pw@mail.example.com:465",
      MAIL_FROM: "Team <team@examprep.ng>",
      PORT: 8080,
      LOG_LEVEL: "warn",
      REDIS_URL: "rediss://cache:6380",
    });
  });

  it("reads WEB_CONCURRENCY as a process count from 1 to 64", () => {
    expect(parseEnv({ WEB_CONCURRENCY: "4" }).WEB_CONCURRENCY).toBe(4);
    for (const bad of ["0", "65", "two", "-1", "1.5"]) {
      expect(envError(() => parseEnv({ WEB_CONCURRENCY: bad })).problems).toEqual([
        "WEB_CONCURRENCY must be a whole number from 1 to 64",
      ]);
    }
  });

  it("reads MESSAGING_PROVIDER (local by default, the only one so far) and MESSAGING_DIR", () => {
    expect(parseEnv({}).MESSAGING_PROVIDER).toBe("local");
    expect(parseEnv({}).MESSAGING_DIR).toBeUndefined();
    expect(parseEnv({ MESSAGING_PROVIDER: "local", MESSAGING_DIR: "/tmp/messages" })).toMatchObject({
      MESSAGING_PROVIDER: "local",
      MESSAGING_DIR: "/tmp/messages",
    });
    expect(envError(() => parseEnv({ MESSAGING_PROVIDER: "termii" })).problems).toEqual([
      "MESSAGING_PROVIDER must be local (the only provider so far)",
    ]);
  });

  it("accepts postgresql:// as well as postgres://", () => {
    expect(parseEnv({ DATABASE_URL: "postgresql://localhost/app" }).DATABASE_URL).toBe("postgresql://localhost/app");
  });
});

describe("URL trimming", () => {
  it("trims trailing slashes from APP_URL", () => {
    expect(parseEnv({ APP_URL: "https://examprep.ng/" }).APP_URL).toBe("https://examprep.ng");
    expect(parseEnv({ APP_URL: "https://examprep.ng///" }).APP_URL).toBe("https://examprep.ng");
    expect(parseEnv({ APP_URL: "http://localhost:4000/app/" }).APP_URL).toBe("http://localhost:4000/app");
  });

  it("trims trailing slashes from FLUTTERWAVE_BASE_URL", () => {
    expect(parseEnv({ FLUTTERWAVE_BASE_URL: "http://localhost:3000/sim/" }).FLUTTERWAVE_BASE_URL).toBe(
      "http://localhost:3000/sim",
    );
  });

  it("trims surrounding whitespace", () => {
    expect(parseEnv({ APP_URL: "  https://examprep.ng/  " }).APP_URL).toBe("https://examprep.ng");
  });
});

describe("empty strings", () => {
  it("treats empty strings as unset", () => {
    const env = parseEnv({
      DATABASE_URL: "",
      APP_URL: "",
      AUTH_SECRET: "",
      SMTP_URL: "",
      MAIL_FROM: "",
      S3_BUCKET: "",
      S3_ACCESS_KEY_ID: "",
      S3_SECRET_ACCESS_KEY: "",
      S3_FORCE_PATH_STYLE: "",
      FLUTTERWAVE_BASE_URL: "",
      PORT: "",
      LOG_LEVEL: "",
      REDIS_URL: "",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe("ExamPrep <no-reply@localhost>");
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
    expect(env.FLUTTERWAVE_BASE_URL).toBe("https://api.flutterwave.com");
    expect(env.PORT).toBe(3000);
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.REDIS_URL).toBeUndefined();
  });

  it("treats whitespace-only values as unset", () => {
    const env = parseEnv({ PORT: "   ", AUTH_SECRET: "  ", APP_URL: " " });
    expect(env.PORT).toBe(3000);
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.APP_URL).toBe("http://localhost:3000");
  });

  it("does not count an empty S3 variable as configured", () => {
    expect(() => parseEnv({ S3_BUCKET: "", S3_ACCESS_KEY_ID: "", S3_SECRET_ACCESS_KEY: "" })).not.toThrow();
  });
});

describe("invalid values", () => {
  it.each(["mysql://x", "not a url", "http://db/app"])("rejects DATABASE_URL %j", (value) => {
    const err = envError(() => parseEnv({ DATABASE_URL: value }));
    expect(err.message).toContain("DATABASE_URL");
    expect(err.problems.some((p) => p.startsWith("DATABASE_URL "))).toBe(true);
    expect(err.name).toBe("EnvError");
  });

  it.each(["abc", "70000", "0", "-1", "3000.5", "65536"])("rejects PORT %j", (value) => {
    const err = envError(() => parseEnv({ PORT: value }));
    expect(err.message).toContain("PORT");
    expect(err.problems).toEqual([expect.stringMatching(/^PORT /)]);
  });

  it("accepts the edges of the port range", () => {
    expect(parseEnv({ PORT: "1" }).PORT).toBe(1);
    expect(parseEnv({ PORT: "65535" }).PORT).toBe(65535);
    expect(parseEnv({ PORT: " 8080 " }).PORT).toBe(8080);
  });

  it.each(["http://mail.example.com", "mail.example.com", "smtpx://a"])("rejects SMTP_URL %j", (value) => {
    const err = envError(() => parseEnv({ SMTP_URL: value }));
    expect(err.message).toContain("SMTP_URL");
  });

  it("accepts smtp:// and smtps://", () => {
    expect(parseEnv({ SMTP_URL: "smtp://localhost:1025" }).SMTP_URL).toBe("smtp://localhost:1025");
    expect(parseEnv({ SMTP_URL: "smtps://a:b@host:465" }).SMTP_URL).toBe("smtps://a:b@host:465");
  });

  it("rejects an AUTH_SECRET shorter than 32 characters", () => {
    const err = envError(() => parseEnv({ AUTH_SECRET: SECRET.slice(0, 31) }));
    expect(err.message).toContain("AUTH_SECRET");
    expect(err.message).toContain("32");
  });

  it("accepts an AUTH_SECRET of exactly 32 characters", () => {
    expect(parseEnv({ AUTH_SECRET: SECRET }).AUTH_SECRET).toBe(SECRET);
  });

  it("treats an empty NODE_ENV as unset", () => {
    expect(parseEnv({ NODE_ENV: "" }).NODE_ENV).toBe("development");
  });

  it("rejects a non-http APP_URL and an unknown NODE_ENV and LOG_LEVEL", () => {
    expect(envError(() => parseEnv({ APP_URL: "ftp://examprep.ng" })).message).toContain("APP_URL");
    expect(envError(() => parseEnv({ NODE_ENV: "staging" })).message).toContain("NODE_ENV");
    expect(envError(() => parseEnv({ LOG_LEVEL: "verbose" })).message).toContain("LOG_LEVEL");
    expect(envError(() => parseEnv({ REDIS_URL: "http://cache" })).message).toContain("REDIS_URL");
  });

  it("reports every bad variable at once", () => {
    const err = envError(() => parseEnv({ DATABASE_URL: "mysql://x", PORT: "abc", AUTH_SECRET: "short" }));
    expect(err.problems).toHaveLength(3);
    expect(err.message).toContain("DATABASE_URL");
    expect(err.message).toContain("PORT");
    expect(err.message).toContain("AUTH_SECRET");
  });

  it("does not echo a rejected secret value in the message", () => {
    const err = envError(() => parseEnv({ AUTH_SECRET: "hunter2-short" }));
    expect(err.message).not.toContain("hunter2-short");
  });
});

describe("requireAuthSecret", () => {
  it("throws naming AUTH_SECRET when it is required and missing", () => {
    const err = envError(() => parseEnv({}, { requireAuthSecret: true }));
    expect(err.message).toContain("AUTH_SECRET");
  });

  it("throws when required and only whitespace", () => {
    expect(envError(() => parseEnv({ AUTH_SECRET: "   " }, { requireAuthSecret: true })).message).toContain(
      "AUTH_SECRET",
    );
  });

  it("passes when required and present", () => {
    expect(parseEnv({ AUTH_SECRET: SECRET }, { requireAuthSecret: true }).AUTH_SECRET).toBe(SECRET);
  });

  it("does not require it by default", () => {
    expect(() => parseEnv({})).not.toThrow();
    expect(() => parseEnv({}, { requireAuthSecret: false })).not.toThrow();
  });
});

describe("S3", () => {
  const full = { S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" };

  it("is configured when bucket, key id and secret are all set", () => {
    const env = parseEnv({ ...full, S3_ENDPOINT: "http://minio:9000", S3_REGION: "eu-west-1" });
    expect(s3Configured(env)).toBe(true);
    expect(env.S3_ENDPOINT).toBe("http://minio:9000");
    expect(env.S3_REGION).toBe("eu-west-1");
  });

  it("is not configured when none are set", () => {
    expect(s3Configured(parseEnv({}))).toBe(false);
  });

  it("names both missing variables when only the bucket is set", () => {
    const err = envError(() => parseEnv({ S3_BUCKET: "media" }));
    expect(err.problems).toHaveLength(2);
    expect(err.message).toContain("S3_ACCESS_KEY_ID");
    expect(err.message).toContain("S3_SECRET_ACCESS_KEY");
    expect(err.problems.every((p) => p.includes("S3_BUCKET"))).toBe(true);
  });

  it.each(["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const)(
    "names %s when it is the only one missing",
    (missing) => {
      const partial: Record<string, string> = { ...full };
      delete partial[missing];
      const err = envError(() => parseEnv(partial));
      expect(err.problems).toHaveLength(1);
      expect(err.problems[0]?.startsWith(`${missing} `)).toBe(true);
    },
  );

  it("s3Configured is false for a hand-built env missing a key", () => {
    const env = parseEnv({});
    expect(s3Configured({ ...env, S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key" })).toBe(false);
    expect(s3Configured({ ...env, ...full })).toBe(true);
  });

  it.each([
    ["true", true],
    ["false", false],
    ["1", true],
    ["0", false],
  ])("S3_FORCE_PATH_STYLE %j is %s", (value, expected) => {
    expect(parseEnv({ S3_FORCE_PATH_STYLE: value }).S3_FORCE_PATH_STYLE).toBe(expected);
  });

  it.each(["yes", "TRUE", "no", "on"])("rejects S3_FORCE_PATH_STYLE %j", (value) => {
    const err = envError(() => parseEnv({ S3_FORCE_PATH_STYLE: value }));
    expect(err.message).toContain("S3_FORCE_PATH_STYLE");
    expect(err.message).toContain("must be true or false");
  });

  it("rejects a non-http S3_ENDPOINT", () => {
    expect(envError(() => parseEnv({ ...full, S3_ENDPOINT: "s3://bucket" })).message).toContain("S3_ENDPOINT");
  });
});

describe("RUN_WORKERS", () => {
  it("defaults to running the background jobs in the app", () => {
    expect(parseEnv({}).RUN_WORKERS).toBe(true);
    expect(parseEnv({ RUN_WORKERS: "  " }).RUN_WORKERS).toBe(true);
  });

  it.each([
    ["true", true],
    ["1", true],
    ["false", false],
    ["0", false],
  ])("RUN_WORKERS %j is %s", (value, expected) => {
    expect(parseEnv({ RUN_WORKERS: value }).RUN_WORKERS).toBe(expected);
  });

  it.each(["no", "off", "FALSE", "worker"])("rejects RUN_WORKERS %j, naming it and what false means", (value) => {
    const err = envError(() => parseEnv({ RUN_WORKERS: value }));
    expect(err.problems).toEqual([
      "RUN_WORKERS must be true or false (false: `npm run worker` runs the background jobs instead)",
    ]);
  });
});

describe("lesson media limits", () => {
  it("defaults to 3 hours, 3840 × 2160 and 500 bytes per second", () => {
    expect(parseEnv({})).toMatchObject({
      MEDIA_MAX_DURATION_SECONDS: 10_800,
      MEDIA_MAX_LONG_SIDE: 3840,
      MEDIA_MAX_SHORT_SIDE: 2160,
      MEDIA_MIN_BYTES_PER_SECOND: 500,
    });
  });

  it("keeps given values", () => {
    expect(
      parseEnv({
        MEDIA_MAX_DURATION_SECONDS: "3600",
        MEDIA_MAX_LONG_SIDE: "1920",
        MEDIA_MAX_SHORT_SIDE: "1080",
        MEDIA_MIN_BYTES_PER_SECOND: "0",
      }),
    ).toMatchObject({
      MEDIA_MAX_DURATION_SECONDS: 3600,
      MEDIA_MAX_LONG_SIDE: 1920,
      MEDIA_MAX_SHORT_SIDE: 1080,
      MEDIA_MIN_BYTES_PER_SECOND: 0,
    });
  });

  it.each([
    ["MEDIA_MAX_DURATION_SECONDS", "0"],
    ["MEDIA_MAX_DURATION_SECONDS", "86401"],
    ["MEDIA_MAX_DURATION_SECONDS", "3h"],
    ["MEDIA_MAX_LONG_SIDE", "15"],
    ["MEDIA_MAX_LONG_SIDE", "-1"],
    ["MEDIA_MAX_SHORT_SIDE", "16385"],
    ["MEDIA_MIN_BYTES_PER_SECOND", "1.5"],
    ["MEDIA_MIN_BYTES_PER_SECOND", "1000001"],
  ])("rejects %s=%j, naming it", (name, value) => {
    expect(envError(() => parseEnv({ [name]: value })).problems).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^${name} must be a whole number`))]),
    );
  });

  it("rejects a short side above the long side", () => {
    expect(envError(() => parseEnv({ MEDIA_MAX_LONG_SIDE: "1280", MEDIA_MAX_SHORT_SIDE: "2160" })).problems).toEqual([
      "MEDIA_MAX_SHORT_SIDE cannot be more than MEDIA_MAX_LONG_SIDE",
    ]);
  });
});
