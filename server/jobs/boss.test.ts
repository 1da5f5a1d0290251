import { describe, expect, it } from "vitest";
import { bossOptions, JOB_SCHEMA } from "./boss";

describe("bossOptions", () => {
  const url = "postgres://app@db:5432/examprep";

  it("keeps pg-boss in its own schema on the app's database, installing it on first start", () => {
    for (const role of ["worker", "producer", "operator"] as const) {
      expect(bossOptions(url, role)).toMatchObject({ connectionString: url, schema: JOB_SCHEMA, migrate: true });
    }
    expect(JOB_SCHEMA).toBe("pgboss");
  });

  it("gives workers the schedules, maintenance and NOTIFY, and a producer none of them", () => {
    expect(bossOptions(url, "worker")).toMatchObject({
      supervise: true,
      schedule: true,
      useListenNotify: true,
      registerInstance: true,
    });
    expect(bossOptions(url, "producer")).toMatchObject({
      supervise: false,
      schedule: false,
      useListenNotify: false,
      registerInstance: true,
    });
    expect(bossOptions(url, "operator")).toMatchObject({
      supervise: false,
      schedule: false,
      useListenNotify: false,
      registerInstance: false,
    });
  });

  it("names each role's connections, for pg_stat_activity", () => {
    expect(bossOptions(url, "worker").application_name).toBe("examprep-jobs-worker");
    expect(bossOptions(url, "producer").application_name).toBe("examprep-jobs-producer");
  });

  it("takes overrides last", () => {
    expect(bossOptions(url, "worker", { supervise: false, max: 1 })).toMatchObject({
      supervise: false,
      max: 1,
      schedule: true,
    });
  });
});
