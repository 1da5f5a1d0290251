import { createClassSchema } from "@/lib/validation/schools";
import { json, route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { createClass } from "@/server/schools/create-class";
import { listClasses } from "@/server/schools/list-classes";

// POST /api/classes – the tutor opens a class with a fresh join code (201); 409 past 50 active classes
export const POST = route({ auth: "tutor" }, async ({ req, user }) => {
  const input = await readJson(req, createClassSchema);
  return json({ class: await createClass(user.id, input) }, { status: 201 });
});

// GET /api/classes – the tutor's classes with their number of students
export const GET = route({ auth: "tutor" }, async ({ user }) => ({ classes: await listClasses(user.id) }));
