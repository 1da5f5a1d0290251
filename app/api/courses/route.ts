import { catalogueQuerySchema, courseCreateSchema } from "@/lib/validation/courses";
import { cachedJson } from "@/server/http/micro-cache";
import { json, route } from "@/server/http/route";
import { readJson, readQuery } from "@/server/http/read-input";
import { catalogueAnswerKey } from "@/server/courses/course-answers";
import { createCourse } from "@/server/courses/create-course";
import { listCatalogue } from "@/server/courses/catalogue";

// GET /api/courses – the catalogue: search, level, category, featured, sort, page, limit
export const GET = route(async ({ req }) => {
  const query = readQuery(req, catalogueQuerySchema);
  return cachedJson(catalogueAnswerKey(query), 5000, () => listCatalogue(query));
});

// POST /api/courses – a tutor creates a course
export const POST = route({ auth: "tutor" }, async ({ req, user }) => {
  const input = await readJson(req, courseCreateSchema);
  return json({ message: "Course created", course: await createCourse(user, input) }, { status: 201 });
});
