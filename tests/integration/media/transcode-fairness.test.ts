// Issue 31, point 2: the transcoding workers are shared fairly between tutors. Real pg-boss
// workers run the media.transcode queue (its real queue and work options, with the handler
// replaced by one that records when it runs), fed by requestTranscode as the upload's finish
// calls it. On a database of this file's own, so no other file's jobs are in the queue.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { makeUser } from "../../support/job-fixtures";
import { privateDatabase } from "../../support/private-database";

const database = await privateDatabase("media_fairness");
const { createPrismaClient } = await import("@/server/db-client");
const { mediaTranscode, requestTranscode } = await import("@/server/jobs/media-transcode");
const { defineJob } = await import("@/server/jobs/registry");
const { startJobRunner, stopProcessJobs } = await import("@/server/jobs/runner");

const db = createPrismaClient(database.url, { max: 2 });
afterAll(async () => {
  await stopProcessJobs(2_000);
  await db.$disconnect();
});

type Run = { lessonId: string; start: number; end: number };

/** media.transcode as the registry defines it, with a handler that only records its runs. */
function recordingTranscode(runs: Run[], holdMs: (lessonId: string) => number) {
  return defineJob<{ videoId: string }>({
    ...mediaTranscode,
    async run({ videoId: lessonId }) {
      const start = performance.now();
      await new Promise((resolve) => setTimeout(resolve, holdMs(lessonId)));
      runs.push({ lessonId, start, end: performance.now() });
      return { outcome: "recorded" };
    },
  });
}

async function tutorWithCourse() {
  const tutor = await makeUser(db, "tutor");
  const course = await db.course.create({
    data: { ownerId: tutor.id, title: `Course ${randomUUID().slice(0, 8)}`, instructor: "Ada O.", level: "Beginner", category: "Physics" },
  });
  const section = await db.section.create({ data: { courseId: course.id, title: "One", position: 1 } });
  return { tutorId: tutor.id, courseId: course.id, sectionId: section.id };
}

/** A lesson whose upload has just finished: processing, then its transcoding requested, as finish-upload does. */
async function uploadFinished(owner: { tutorId: string; courseId: string; sectionId: string }, title: string): Promise<string> {
  const video = await db.lesson.create({
    data: { courseId: owner.courseId, sectionId: owner.sectionId, title, durationSeconds: 0, position: 1, mediaState: "processing", sourceKey: `videos/${owner.tutorId}/${title}.mp4` },
  });
  await requestTranscode(video.id, owner.tutorId);
  return video.id;
}

async function runAll(runs: Run[], count: number, workers: number, holdMs: (lessonId: string) => number) {
  const job = recordingTranscode(runs, holdMs);
  const runners = [];
  for (let i = 0; i < workers; i++) {
    runners.push(await startJobRunner({ connectionString: database.url, jobs: [job], schedules: false, pollingIntervalSeconds: 0.5, boss: { supervise: false } }));
  }
  try {
    await expect.poll(() => runs.length, { timeout: 20_000, interval: 100 }).toBe(count);
  } finally {
    for (const runner of runners) await runner.stop({ timeoutMs: 2_000 });
  }
}

describe("media.transcode's queue", () => {
  it("takes tutors in turns: a tutor's one upload waits behind another's first, not behind all of them", async () => {
    const a = await tutorWithCourse();
    const b = await tutorWithCourse();
    const a1 = await uploadFinished(a, "a1");
    const a2 = await uploadFinished(a, "a2");
    const a3 = await uploadFinished(a, "a3");
    const b1 = await uploadFinished(b, "b1");

    const runs: Run[] = [];
    await runAll(runs, 4, 1, () => 100);
    expect(runs.map((r) => r.lessonId)).toEqual([a1, b1, a2, a3]);
  });

  it("runs at most one of a tutor's transcodes at a time, across workers, while another tutor's runs beside it", async () => {
    const c = await tutorWithCourse();
    const d = await tutorWithCourse();
    const c1 = await uploadFinished(c, "c1");
    const c2 = await uploadFinished(c, "c2");
    const d1 = await uploadFinished(d, "d1");

    // d1 is short: its worker is free again while c1 still runs, and c2 is next in the queue.
    const runs: Run[] = [];
    await runAll(runs, 3, 2, (id) => (id === d1 ? 200 : 2_000));
    const run = (id: string) => runs.find((r) => r.lessonId === id)!;
    const overlap = (x: Run, y: Run) => x.start < y.end && y.start < x.end;
    expect(overlap(run(c1), run(d1))).toBe(true);
    expect(overlap(run(c1), run(c2))).toBe(false);
  });
});
