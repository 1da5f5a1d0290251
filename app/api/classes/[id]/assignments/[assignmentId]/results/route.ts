import { noStore, route } from "@/server/http/route";
import { assignmentResults } from "@/server/schools/assignment-results";
import { resultsCsv } from "@/server/schools/results-csv";
import * as endpoints from "./endpoint";

// GET /api/classes/{id}/assignments/{assignmentId}/results – class results per student, item and topic (weakest first); ?format=csv, one row per student
export const GET = route(endpoints.GET, async ({ query, params, user }) => {
  const results = await assignmentResults(user.id, params.id, params.assignmentId);
  if (query.format !== "csv") return results;
  const filename = `results-${results.assignment.id}.csv`;
  return new Response(resultsCsv(results), {
    headers: {
      ...noStore,
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
    },
  });
});
