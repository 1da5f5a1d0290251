import { json, route } from "@/server/http/route";
import { checkHealth } from "@/server/health";
import * as endpoints from "./endpoint";

export const dynamic = "force-dynamic";

// GET /api/health – liveness for load balancers and each dependency's state: 503 only when the
// database is down; a Redis outage answers 200 "degraded", since it is every instance's at once.
export const GET = route(endpoints.GET, async () => {
  const report = await checkHealth();
  return json(report, { status: report.status === "error" ? 503 : 200 });
});
