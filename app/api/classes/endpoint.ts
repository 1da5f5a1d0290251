import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { classSchema } from "@/lib/api/responses/schools";
import { createClassSchema } from "@/lib/validation/schools";

export const POST = endpoint({
  method: "POST",
  path: "/api/classes",
  auth: "tutor",
  tag: "Schools",
  summary: "Open a class: a name and a fresh 8-character join code without look-alike characters",
  description: 'Refused with "conflict" when the teacher already runs 50 classes that are not archived.',
  body: createClassSchema,
  responses: { 201: z.object({ class: classSchema }) },
  errors: ["conflict"],
});

export const GET = endpoint({
  method: "GET",
  path: "/api/classes",
  auth: "tutor",
  tag: "Schools",
  summary: "The teacher's classes, active first",
  responses: { 200: z.object({ classes: z.array(classSchema) }) },
});
