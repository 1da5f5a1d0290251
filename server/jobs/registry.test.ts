import { describe, expect, it } from "vitest";
import { JOBS } from "./all-jobs";
import {
  checkJobs,
  defineJob,
  isCron,
  jobProblems,
  queueOptions,
  scheduleOptions,
  SCHEDULE_TIMEZONE,
  workOptions,
  type AnyJob,
} from "./registry";

const job = (overrides: Partial<AnyJob> = {}): AnyJob => ({
  name: "test.sweep",
  summary: "a test job",
  schedule: "* * * * *",
  retry: { limit: 3, delaySeconds: 10, backoff: true, maxDelaySeconds: 300 },
  expireInSeconds: 60,
  run: async () => undefined,
  ...overrides,
});

describe("the registry", () => {
  it("holds each job of the background-work issue once, with no problems", () => {
    expect(JOBS.map((j) => j.name)).toEqual([
      "mail.deliver",
      "sittings.expire",
      "payments.reconcile",
      "storage.cleanup",
      "digest.send",
      "media.transcode",
      "notation.rerender",
    ]);
    expect(checkJobs(JOBS)).toEqual([]);
  });

  it("schedules the sweeps every minute, reconciliation every 15 minutes, the clean-up and the notation hourly and the digests daily", () => {
    const schedules = Object.fromEntries(JOBS.map((j) => [j.name, j.schedule]));
    expect(schedules).toEqual({
      "mail.deliver": "* * * * *",
      "sittings.expire": "* * * * *",
      "payments.reconcile": "*/15 * * * *",
      "storage.cleanup": "23 * * * *",
      "digest.send": "0 17 * * *",
      "media.transcode": undefined,
      "notation.rerender": "41 * * * *",
    });
  });

  it("has mail delivery enqueued by the app as well as scheduled", () => {
    expect(JOBS.find((j) => j.name === "mail.deliver")?.enqueuedBy).toMatch(/requestMailDelivery/);
  });

  it("has transcoding enqueued by the upload only", () => {
    expect(JOBS.find((j) => j.name === "media.transcode")?.enqueuedBy).toMatch(/requestTranscode/);
  });

  it.each(JOBS.map((j) => [j.name, j] as const))(
    "%s retries with backoff, and expires before the next run piles up",
    (_name, j) => {
      expect(j.retry.backoff).toBe(true);
      expect(j.retry.limit).toBeGreaterThanOrEqual(2);
      expect(j.retry.maxDelaySeconds).toBeGreaterThanOrEqual(j.retry.delaySeconds);
      expect(j.expireInSeconds).toBeGreaterThan(0);
    },
  );
});

describe("jobProblems", () => {
  it("accepts a well-formed job", () => {
    expect(jobProblems(job())).toEqual([]);
    expect(jobProblems(job({ schedule: undefined, enqueuedBy: "the upload" }))).toEqual([]);
  });

  it.each(["Mail.deliver", "mail", "mail..deliver", "mail deliver", "mail.deliver.", "1mail.deliver", "mail_deliver"])(
    "refuses the name %j",
    (name) => {
      expect(jobProblems(job({ name }))).toEqual(['name must look like "area.verb" (lower case, dots between parts)']);
    },
  );

  it("refuses a job nothing runs", () => {
    expect(jobProblems(job({ schedule: undefined }))).toEqual([
      "nothing runs it: give it a schedule or say who enqueues it (enqueuedBy)",
    ]);
  });

  it.each(["* * * *", "every minute", "* * * * * *", "61-x * * * *", ""])("refuses the schedule %j", (schedule) => {
    expect(jobProblems(job({ schedule })).join()).toMatch(/cron|nothing runs it/);
  });

  it.each([
    [{ limit: -1 }, "retry.limit must be a whole number from 0 to 20"],
    [{ limit: 21 }, "retry.limit must be a whole number from 0 to 20"],
    [{ limit: 1.5 }, "retry.limit must be a whole number from 0 to 20"],
    [{ delaySeconds: 0 }, "retry.delaySeconds must be a whole number of at least 1"],
    [
      { delaySeconds: 10, maxDelaySeconds: 5 },
      "retry.maxDelaySeconds must be a whole number of at least retry.delaySeconds",
    ],
    [{ backoff: false }, "retry.backoff must be true"],
  ])("refuses the retry policy %j", (retry, problem) => {
    const policy = { ...job().retry, ...retry } as AnyJob["retry"];
    expect(jobProblems(job({ retry: policy }))).toEqual([problem]);
  });

  it.each([0, -5, 1.5, 86_401])("refuses an expiry of %s seconds", (expireInSeconds) => {
    expect(jobProblems(job({ expireInSeconds }))).toEqual(["expireInSeconds must be a whole number from 1 to 86400"]);
  });

  it("accepts the longest expiry pg-boss allows, 24 hours", () => {
    expect(jobProblems(job({ expireInSeconds: 86_400 }))).toEqual([]);
  });

  it("refuses polling faster than pg-boss's floor", () => {
    expect(jobProblems(job({ pollingIntervalSeconds: 0.4 }))).toEqual(["pollingIntervalSeconds must be at least 0.5"]);
    expect(jobProblems(job({ pollingIntervalSeconds: 0.5 }))).toEqual([]);
  });
});

describe("defineJob and checkJobs", () => {
  it("defineJob throws, naming the job, on a bad definition", () => {
    expect(() => defineJob({ ...job(), name: "bad name" })).toThrow(/^job bad name: name must look like/);
  });

  it("checkJobs reports a name used twice", () => {
    expect(checkJobs([job(), job({ summary: "another" })])).toEqual(["test.sweep: defined twice"]);
  });
});

describe("isCron", () => {
  it.each(["* * * * *", "*/15 * * * *", "23 * * * *", "0 18 * * 1-5", "0,30 6-22/2 * * *"])("accepts %j", (cron) => {
    expect(isCron(cron)).toBe(true);
  });

  it.each(["* * * * * *", "@hourly", "a * * * *", "* * * *"])("refuses %j", (cron) => {
    expect(isCron(cron)).toBe(false);
  });
});

describe("pg-boss options", () => {
  it("makes a stately, notifying queue with the job's retry policy and expiry", () => {
    expect(queueOptions(job())).toEqual({
      policy: "stately",
      retryLimit: 3,
      retryDelay: 10,
      retryBackoff: true,
      retryDelayMax: 300,
      expireInSeconds: 60,
      notify: true,
    });
  });

  it("reads schedules in Lagos time and sends a missed occurrence once", () => {
    expect(SCHEDULE_TIMEZONE).toBe("Africa/Lagos");
    expect(scheduleOptions()).toEqual({ tz: "Africa/Lagos", missed: "once" });
  });

  it("works one job at a time, polling every 10 s unless the job says otherwise, every 15 s at least while NOTIFY wakes it", () => {
    expect(workOptions(job())).toEqual({
      pollingIntervalSeconds: 10,
      notifyPollingIntervalSeconds: 15,
      batchSize: 1,
      localConcurrency: 1,
    });
    expect(workOptions(job({ pollingIntervalSeconds: 2 }))).toMatchObject({
      pollingIntervalSeconds: 2,
      notifyPollingIntervalSeconds: 15,
    });
    expect(workOptions(job({ pollingIntervalSeconds: 30 }))).toMatchObject({
      pollingIntervalSeconds: 30,
      notifyPollingIntervalSeconds: 30,
    });
  });

  it("caps a job's running jobs per group when the job says so, and media.transcode runs one per tutor", () => {
    expect(workOptions(job())).not.toHaveProperty("groupConcurrency");
    expect(workOptions(job({ groupConcurrency: 2 }))).toMatchObject({ groupConcurrency: 2, localConcurrency: 1 });
    expect(workOptions(JOBS.find((j) => j.name === "media.transcode")!)).toMatchObject({ groupConcurrency: 1 });
    expect(jobProblems(job({ groupConcurrency: 0 }))).toContain(
      "groupConcurrency must be a whole number of at least 1",
    );
    expect(jobProblems(job({ groupConcurrency: 1.5 }))).toContain(
      "groupConcurrency must be a whole number of at least 1",
    );
    expect(jobProblems(job({ groupConcurrency: 1 }))).toEqual([]);
  });
});
