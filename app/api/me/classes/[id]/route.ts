import { route } from "@/server/http/route";
import { leaveClass } from "@/server/schools/leave-class";
import * as endpoints from "./endpoint";

// DELETE /api/me/classes/{id} – the student leaves a class
export const DELETE = route(endpoints.DELETE, async ({ params, user }) => {
  await leaveClass(user.id, params.id);
  return { left: true };
});
