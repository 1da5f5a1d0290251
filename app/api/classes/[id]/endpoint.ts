import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { classSchema } from "@/lib/api/responses/schools";
import { updateClassSchema } from "@/lib/validation/schools";

export const GET = endpoint({
  method: "GET",
  path: "/api/classes/{id}",
  auth: "tutor",
  tag: "Schools",
  summary: "The teacher's class with its roster",
  description: "Another teacher's class answers not_found, as one that does not exist.",
  responses: {
    200: z.object({
      class: classSchema.extend({
        roster: z.array(z.object({ id: z.string(), name: z.string(), joined_at: z.string() })),
      }),
    }),
  },
  errors: ["not_found"],
});

export const PATCH = endpoint({
  method: "PATCH",
  path: "/api/classes/{id}",
  auth: "tutor",
  tag: "Schools",
  summary: "Rename the class, archive it or bring it back",
  description: 'Bringing a class back past 50 active classes is refused with "conflict".',
  body: updateClassSchema,
  responses: { 200: z.object({ class: classSchema }) },
  errors: ["not_found", "conflict"],
});
