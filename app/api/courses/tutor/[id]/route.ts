import { route } from "@/server/http/route";
import { listTutorCourses } from "@/server/services/courses";

// GET /api/courses/tutor/{id} – a tutor's courses (public, like the catalogue)
export const GET = route<{ id: string }>(async ({ params }) => ({ courses: await listTutorCourses(params.id) }));
