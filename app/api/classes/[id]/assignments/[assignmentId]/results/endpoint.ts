import { endpoint } from "@/lib/api/endpoint";
import { assignmentResultsSchema } from "@/lib/api/responses/schools";
import { resultsQuerySchema } from "@/lib/validation/schools";

export const GET = endpoint({
  method: "GET",
  path: "/api/classes/{id}/assignments/{assignmentId}/results",
  auth: "tutor",
  tag: "Schools",
  summary:
    "Class results: per student subjects and total, per item facility and discrimination (from 30 responses) with the question and the options chosen, per topic the correct rate, weakest first",
  query: resultsQuerySchema,
  responses: {
    200: {
      description: "The results as JSON; with ?format=csv, text/csv (an attachment), one row per student",
      schema: assignmentResultsSchema,
      otherMediaTypes: ["text/csv"],
    },
  },
  errors: ["not_found"],
});
