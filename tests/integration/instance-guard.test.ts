// What an app process relies on when it runs alone (counters in memory, files on its own disk)
// is claimed on the database: a second process relying on the same is refused with a message.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { claimInstanceResources, SECOND_DISK_NEEDS_S3, SECOND_PROCESS_NEEDS_REDIS } from "@/server/instance-guard";

const databaseUrl = process.env.DATABASE_URL!;
const releases: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const release of releases) await release();
});
const claim = async (setup: Parameters<typeof claimInstanceResources>[0]) => {
  const release = await claimInstanceResources(setup);
  releases.push(release);
  return release;
};
const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), "examprep-disk-"));

describe("the instance guard", () => {
  it("refuses a second process that would count rate limits in memory, and takes it once the first is gone", async () => {
    const first = await claim({ databaseUrl, countsInMemory: true, storageDir: null });
    await expect(claimInstanceResources({ databaseUrl, countsInMemory: true, storageDir: null })).rejects.toThrow(
      SECOND_PROCESS_NEEDS_REDIS,
    );
    // With Redis, any number may run.
    await claim({ databaseUrl, countsInMemory: false, storageDir: null });
    await first();
    await claim({ databaseUrl, countsInMemory: true, storageDir: null });
  });

  it("lets processes share one disk and refuses one with a disk of its own", async () => {
    const disk = folder();
    await claim({ databaseUrl, countsInMemory: false, storageDir: disk });
    await claim({ databaseUrl, countsInMemory: false, storageDir: disk });
    await expect(claimInstanceResources({ databaseUrl, countsInMemory: false, storageDir: folder() })).rejects.toThrow(
      SECOND_DISK_NEEDS_S3,
    );
  });

  it("says nothing when the database cannot be reached: nothing else can serve from it", async () => {
    await expect(
      claimInstanceResources({
        databaseUrl: "postgres://nobody@127.0.0.1:9/none",
        countsInMemory: true,
        storageDir: folder(),
      }),
    ).resolves.toBeTypeOf("function");
  });
});
