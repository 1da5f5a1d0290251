import { json, route } from "@/server/http/route";
import { databaseIsReachable } from "@/server/services/health";

export const dynamic = "force-dynamic";

// GET /api/health – liveness for load balancers: 200 when the database answers, else 503.
export const GET = route(async () => {
  const ok = await databaseIsReachable();
  return ok ? json({ status: "ok", database: "ok" }) : json({ status: "error", database: "unreachable" }, { status: 503 });
});
