import { lessonTopicsSchema } from "@/lib/validation/lesson-topics";
import { getLessonTopics, setLessonTopics } from "@/server/courses/lessons/lesson-topics";
import { readJson } from "@/server/http/read-input";
import { route } from "@/server/http/route";

type Params = { id: string };

// GET /api/videos/{id}/topics – the lesson's syllabus topics (anyone who may see the course)
export const GET = route<Params, "optional">({ auth: "optional" }, async ({ params, user }) =>
  getLessonTopics(params.id, user),
);

// PUT /api/videos/{id}/topics – the course's owner sets the lesson's topics ({ topic_ids } or { subject, topics })
export const PUT = route<Params, "tutor">({ auth: "tutor" }, async ({ req, params, user }) => {
  const input = await readJson(req, lessonTopicsSchema);
  return setLessonTopics(params.id, user.id, input);
});
