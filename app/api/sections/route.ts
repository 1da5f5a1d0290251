import { route } from "@/server/http/route";
import { createSection } from "@/server/courses/sections/create-section";
import * as endpoints from "./endpoint";

// POST /api/sections – the owner adds a section to a course
export const POST = route(endpoints.POST, async ({ body, user }) => ({
  message: "Section created",
  section: await createSection(user.id, body),
}));
