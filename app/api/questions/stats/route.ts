import { bankStats } from "@/server/exam/bank-stats";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// GET /api/questions/stats – questions and topics in the platform's bank per subject
export const GET = route(endpoints.GET, async () => bankStats());
