import { route } from "@/server/http/route";
import { paperCoverage } from "@/server/studio/paper-coverage";
import * as endpoints from "./endpoint";

// GET /api/studio/papers – the platform's papers with their blueprints and, per topic, the questions that fit them
export const GET = route(endpoints.GET, async ({ user }) => paperCoverage(user.id));
