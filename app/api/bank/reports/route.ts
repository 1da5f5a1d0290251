import { reportListQuerySchema } from "@/lib/validation/bank";
import { listReports } from "@/server/bank/reports";
import { route } from "@/server/http/route";
import { readQuery } from "@/server/http/read-input";

// GET /api/bank/reports – students' reports on the tutor's questions, newest first
export const GET = route({ auth: "tutor" }, async ({ req, user }) =>
  listReports(user.id, readQuery(req, reportListQuerySchema)),
);
