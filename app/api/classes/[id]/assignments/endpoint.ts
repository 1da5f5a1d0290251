import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { assignmentSchema } from "@/lib/api/responses/schools";
import { createAssignmentSchema } from "@/lib/validation/schools";

export const POST = endpoint({
  method: "POST",
  path: "/api/classes/{id}/assignments",
  auth: "tutor",
  tag: "Schools",
  summary:
    "Set a paper to the class in a window, exam or practice; its questions are drawn once for every student (options shuffled per student). Without subjects on a paper with a choice, each student sits their own combination of the same draws. paper_id topic-drill with topic_id sets a 10-question drill on that topic",
  description:
    'Another teacher\'s class is "not_found"; an archived class "conflict"; a bank too small for the paper "service_unavailable".',
  body: createAssignmentSchema,
  responses: { 201: z.object({ assignment: assignmentSchema }) },
  errors: ["not_found", "conflict"],
});

export const GET = endpoint({
  method: "GET",
  path: "/api/classes/{id}/assignments",
  auth: "tutor",
  tag: "Schools",
  summary: "The class's assignments, latest window first, with how many of its students started and submitted",
  responses: {
    200: z.object({
      assignments: z.array(assignmentSchema.extend({ started: z.number().int(), submitted: z.number().int() })),
    }),
  },
  errors: ["not_found"],
});
