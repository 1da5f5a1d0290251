import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { sectionSchema } from "@/lib/api/responses/courses";
import { reorderSchema } from "@/lib/validation/courses";

export const PUT = endpoint({
  method: "PUT",
  path: "/api/courses/{id}/sections/order",
  auth: "tutor",
  tag: "Courses",
  summary: "Reorder your course's sections",
  body: reorderSchema,
  responses: { 200: z.object({ sections: z.array(sectionSchema) }) },
  errors: ["not_found"],
});
