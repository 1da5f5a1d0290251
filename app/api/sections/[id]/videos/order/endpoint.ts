import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { lessonSchema } from "@/lib/api/responses/courses";
import { reorderSchema } from "@/lib/validation/courses";

export const PUT = endpoint({
  method: "PUT",
  path: "/api/sections/{id}/videos/order",
  auth: "tutor",
  tag: "Courses",
  summary: "Reorder a section's videos",
  body: reorderSchema,
  responses: { 200: z.object({ videos: z.array(lessonSchema) }) },
  errors: ["not_found"],
});
