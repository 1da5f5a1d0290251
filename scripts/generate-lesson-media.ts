// Makes each seeded lesson's demo video (npm run media): a still card with the course, the
// lesson number and the lesson's title, a running clock, exactly the lesson's listed length
// (prisma/seed-data/courses.ts), the title also in the file's metadata. 320×180, H.264
// baseline, no sound, about 10 KB a lesson. Files already there are kept unless --force.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { courses } from "../prisma/seed-data/courses";
import { LESSON_MEDIA_SIZE, lessonMediaKey, sampleMediaPath } from "../prisma/seed-data/lesson-media";

const force = process.argv.includes("--force");
const font = (() => {
  try {
    return execFileSync("fc-match", ["-f", "%{file}", "DejaVu Sans:bold"], { encoding: "utf8" });
  } catch {
    return "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
  }
})();
// One colour per course, from a short list that keeps white text readable.
const backgrounds = ["0x05603a", "0x1e3a8a", "0x7c2d12", "0x581c87", "0x134e4a", "0x831843", "0x3f3f46"];

/** Breaks text into lines of at most `width` characters at spaces (drawtext does not wrap). */
function wrap(text: string, width: number): string {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join("\n");
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "lesson-media-"));
const textFile = (name: string, text: string) => {
  const file = path.join(work, name);
  fs.writeFileSync(file, text);
  return file;
};

let made = 0;
for (const [courseIndex, course] of courses.entries()) {
  const lessons = course.sections.flatMap((section) => section.lessons);
  for (const [i, lesson] of lessons.entries()) {
    const out = sampleMediaPath(lessonMediaKey(course.slug, i + 1));
    if (fs.existsSync(out) && !force) continue;
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const heading = textFile("heading.txt", `${wrap(course.title, 44)}\nLesson ${i + 1} of ${lessons.length}`);
    const title = textFile("title.txt", wrap(lesson.title, 26));
    const filters = [
      `drawtext=fontfile=${font}:textfile=${heading}:fontcolor=white@0.85:fontsize=11:line_spacing=3:x=10:y=10`,
      `drawtext=fontfile=${font}:textfile=${title}:fontcolor=white:fontsize=18:line_spacing=4:x=(w-text_w)/2:y=(h-text_h)/2+8`,
      `drawtext=fontfile=${font}:text='%{pts\\:hms}':fontcolor=white@0.85:fontsize=12:x=w-text_w-10:y=h-22`,
    ].join(",");
    execFileSync("ffmpeg", [
      ...["-y", "-loglevel", "error"],
      ...[
        "-f",
        "lavfi",
        "-i",
        `color=c=${backgrounds[courseIndex % backgrounds.length]}:size=${LESSON_MEDIA_SIZE.width}x${LESSON_MEDIA_SIZE.height}:rate=10:duration=${lesson.durationSeconds}`,
      ],
      ...["-vf", filters],
      ...[
        "-c:v",
        "libx264",
        "-preset",
        "veryslow",
        "-tune",
        "stillimage",
        "-crf",
        "30",
        "-profile:v",
        "baseline",
        "-level",
        "3.0",
        "-pix_fmt",
        "yuv420p",
        "-g",
        "100",
        "-an",
      ],
      ...["-metadata", `title=${lesson.title}`, "-movflags", "+faststart", out],
    ]);
    made++;
  }
}
fs.rmSync(work, { recursive: true, force: true });
console.log(`${made} lesson video(s) made in media/samples/lessons`);
