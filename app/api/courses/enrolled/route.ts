import { route } from "@/server/http/route";
import { thumbnailUrl } from "@/server/courses/course-dto";
import { listMyCourses } from "@/server/courses/my-courses";
import * as endpoints from "./endpoint";

// GET /api/courses/enrolled – the signed-in student's courses with their progress (percent)
export const GET = route(endpoints.GET, async ({ user }) => ({
  courses: (await listMyCourses(user.id)).map((c) => ({
    id: c.id,
    title: c.title,
    instructor: c.instructor,
    thumbnail: thumbnailUrl(c.thumbnail),
    lesson_count: c.lessonCount,
    completed_lessons: c.completedLessons,
    progress: c.progress,
    status: c.progress >= 100 ? "completed" : "in_progress",
    enrolled_at: c.enrolledAt.toISOString(),
  })),
}));
