import { resultsQuerySchema } from "@/lib/validation/schools";
import { noStore, route } from "@/server/http/route";
import { readQuery } from "@/server/http/read-input";
import { assignmentResults } from "@/server/schools/assignment-results";
import { resultsCsv } from "@/server/schools/results-csv";

// GET /api/classes/{id}/assignments/{assignmentId}/results – class results per student, item and topic (weakest first); ?format=csv, one row per student
export const GET = route<{ id: string; assignmentId: string }, "tutor">(
  { auth: "tutor" },
  async ({ req, params, user }) => {
    const { format } = readQuery(req, resultsQuerySchema);
    const results = await assignmentResults(user.id, params.id, params.assignmentId);
    if (format !== "csv") return results;
    const filename = `results-${results.assignment.id}.csv`;
    return new Response(resultsCsv(results), {
      headers: {
        ...noStore,
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
      },
    });
  },
);
