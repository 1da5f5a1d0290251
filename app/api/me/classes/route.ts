import { route } from "@/server/http/route";
import { myClasses } from "@/server/schools/my-classes";

// GET /api/me/classes – the classes the student is in
export const GET = route({ auth: "student" }, async ({ user }) => ({ classes: await myClasses(user.id) }));
