import { route } from "@/server/http/route";
import { myClasses } from "@/server/schools/my-classes";
import * as endpoints from "./endpoint";

// GET /api/me/classes – the classes the student is in
export const GET = route(endpoints.GET, async ({ user }) => ({ classes: await myClasses(user.id) }));
