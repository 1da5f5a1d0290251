import { editorialReportsQuerySchema } from "@/lib/validation/editorial";
import { listPoolReports } from "@/server/editorial/pool-reports";
import { route } from "@/server/http/route";
import { readQuery } from "@/server/http/read-input";

// GET /api/editorial/reports?status=open – students' reports on the platform pool's questions
export const GET = route({ auth: "tutor" }, async ({ req, user }) =>
  listPoolReports(user.id, readQuery(req, editorialReportsQuerySchema)),
);
