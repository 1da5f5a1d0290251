import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { readMp4Header } from "@/lib/media/mp4-header";
import { courses } from "../prisma/seed-data/courses";
import { lessonMediaKey, sampleMediaPath } from "../prisma/seed-data/lesson-media";

// The demo must not contradict itself: a lesson listed as 0:07 plays 7 seconds of itself.
const lessons = courses.flatMap((course) =>
  course.sections
    .flatMap((section) => section.lessons)
    .map((lesson, i) => ({
      course: course.slug,
      number: i + 1,
      title: lesson.title,
      listed: lesson.durationSeconds,
      key: lessonMediaKey(course.slug, i + 1),
    })),
);

describe("seeded lesson videos", () => {
  it("every seeded lesson has a file of its own", () => {
    expect(lessons.length).toBeGreaterThan(100);
    expect(new Set(lessons.map((l) => l.key)).size).toBe(lessons.length);
  });

  it.each(lessons)(
    "$course lesson $number: the file is as long as listed and carries the lesson's title",
    ({ key, listed, title }) => {
      const header = readMp4Header(fs.readFileSync(sampleMediaPath(key)));
      expect(Math.abs(header.durationSeconds - listed)).toBeLessThan(0.5);
      expect(header.title).toBe(title);
    },
  );
});
