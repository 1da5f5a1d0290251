import { getLessonTopics, setLessonTopics } from "@/server/courses/lessons/lesson-topics";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// GET /api/videos/{id}/topics – the lesson's syllabus topics (anyone who may see the course)
export const GET = route(endpoints.GET, async ({ params, user }) => getLessonTopics(params.id, user));

// PUT /api/videos/{id}/topics – the course's owner sets the lesson's topics ({ topic_ids } or { subject, topics })
export const PUT = route(endpoints.PUT, async ({ body, params, user }) => setLessonTopics(params.id, user.id, body));
