import { endpoint } from "@/lib/api/endpoint";
import { assignmentProgressSchema } from "@/lib/api/responses/schools";

export const GET = endpoint({
  method: "GET",
  path: "/api/classes/{id}/assignments/{assignmentId}/progress",
  auth: "tutor",
  tag: "Schools",
  summary:
    "The live exam room: each student of the class not started, in progress (answers saved, time left) or submitted, current to the last save",
  responses: { 200: assignmentProgressSchema },
  errors: ["not_found"],
});
