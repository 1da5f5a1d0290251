import { mySittings } from "@/server/exam/sitting-view";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// GET /api/me/sittings – the student's sittings, newest first, with the one in progress marked
export const GET = route(endpoints.GET, async ({ user }) => ({ sittings: await mySittings(user.id) }));
