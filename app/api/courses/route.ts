import { cachedJson } from "@/server/http/micro-cache";
import { route } from "@/server/http/route";
import { catalogueAnswerKey } from "@/server/courses/course-answers";
import { createCourse } from "@/server/courses/create-course";
import { listCatalogue } from "@/server/courses/catalogue";
import * as endpoints from "./endpoint";

// GET /api/courses – the catalogue: search, level, category, featured, sort, page, limit
export const GET = route(endpoints.GET, async ({ query }) =>
  cachedJson(catalogueAnswerKey(query), 5000, () => listCatalogue(query)),
);

// POST /api/courses – a tutor creates a course
export const POST = route(endpoints.POST, async ({ body, user }) => ({
  message: "Course created",
  course: await createCourse(user, body),
}));
