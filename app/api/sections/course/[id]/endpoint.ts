import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { sectionSchema } from "@/lib/api/responses/courses";

export const GET = endpoint({
  method: "GET",
  path: "/api/sections/course/{id}",
  auth: "optional",
  tag: "Courses",
  summary: "A course's sections (a draft's: 404 to anyone but its owner)",
  responses: { 200: z.object({ sections: z.array(sectionSchema) }) },
  errors: ["not_found"],
});
