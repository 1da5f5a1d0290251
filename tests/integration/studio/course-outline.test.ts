// The studio's course editor reads its course through getStudioCourse/getStudioLesson: the
// owner's own outline in order, with each lesson's upload state, and a 404 for anyone else.
import { afterAll, describe, expect, it } from "vitest";
import { PUT as sectionsOrderPut } from "@/app/api/courses/[id]/sections/order/route";
import { POST as coursePost } from "@/app/api/courses/route";
import { POST as sectionPost } from "@/app/api/sections/route";
import { POST as videoPost } from "@/app/api/videos/route";
import { getStudioCourse, getStudioLesson } from "@/server/studio/course-outline";
import { listStudioCourses } from "@/server/studio/studio-courses";
import { call, openDb, newTutor, type TestAccount } from "../../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

async function courseWithOutline(tutor: TestAccount) {
  const course = await call(coursePost, {
    path: "/api/courses",
    token: tutor.token,
    body: { title: "Circle theorems", category: "Mathematics", level: "Intermediate", price: 1500 },
  });
  expect(course.status, JSON.stringify(course.body)).toBe(201);
  const courseId = course.body.course.id as string;
  const section = async (title: string) =>
    (await call(sectionPost, { path: "/api/sections", token: tutor.token, body: { course_id: courseId, title } })).body
      .section.id as string;
  const first = await section("Angles");
  const second = await section("Chords");
  const lesson = await call(videoPost, {
    path: "/api/videos",
    token: tutor.token,
    body: { section_id: first, title: "The angle at the centre" },
  });
  expect(lesson.status, JSON.stringify(lesson.body)).toBe(201);
  return { courseId, first, second, lessonId: lesson.body.video.id as string };
}

describe("the studio's course outline", () => {
  it("gives the owner the sections in order and each lesson's upload state", async () => {
    const tutor = await newTutor();
    const { courseId, first, second, lessonId } = await courseWithOutline(tutor);
    await call(sectionsOrderPut, {
      method: "PUT",
      path: `/api/courses/${courseId}/sections/order`,
      token: tutor.token,
      params: { id: courseId },
      body: { ids: [second, first] },
    });

    const outline = await getStudioCourse(courseId, tutor.id);

    expect(outline.course).toMatchObject({ id: courseId, title: "Circle theorems", status: "draft" });
    expect(outline.sections.map((s) => s.title)).toEqual(["Chords", "Angles"]);
    expect(outline.sections[1]!.lessons).toEqual([
      {
        id: lessonId,
        title: "The angle at the centre",
        description: "",
        preview: false,
        duration_seconds: 0,
        media_state: "awaiting_upload",
        has_video: false,
      },
    ]);
    const { lesson, section, course } = await getStudioLesson(courseId, lessonId, tutor.id);
    expect(lesson.media_state).toBe("awaiting_upload");
    expect(section.title).toBe("Angles");
    expect(course.title).toBe("Circle theorems");
  });

  it("lists the tutor's own courses with every lesson counted and the ready ones apart", async () => {
    const tutor = await newTutor();
    const other = await newTutor();
    const { courseId } = await courseWithOutline(tutor);

    const [listed, ...rest] = await listStudioCourses(tutor.id);

    expect(rest).toEqual([]);
    expect(listed).toMatchObject({ id: courseId, status: "draft", lessons_total: 1, lessons_ready: 0 });
    expect(await listStudioCourses(other.id)).toEqual([]);
  });

  it("answers not found to another tutor, even once the course is published", async () => {
    const owner = await newTutor();
    const other = await newTutor();
    const { courseId, lessonId } = await courseWithOutline(owner);
    await db.course.update({ where: { id: courseId }, data: { status: "published" } });

    await expect(getStudioCourse(courseId, other.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(getStudioLesson(courseId, lessonId, other.id)).rejects.toMatchObject({ code: "not_found" });
  });
});
