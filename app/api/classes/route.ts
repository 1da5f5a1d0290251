import { route } from "@/server/http/route";
import { createClass } from "@/server/schools/create-class";
import { listClasses } from "@/server/schools/list-classes";
import * as endpoints from "./endpoint";

// POST /api/classes – the tutor opens a class with a fresh join code (201); 409 past 50 active classes
export const POST = route(endpoints.POST, async ({ body, user }) => ({ class: await createClass(user.id, body) }));

// GET /api/classes – the tutor's classes with their number of students
export const GET = route(endpoints.GET, async ({ user }) => ({ classes: await listClasses(user.id) }));
