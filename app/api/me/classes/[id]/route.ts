import { json, route } from "@/server/http/route";
import { leaveClass } from "@/server/schools/leave-class";

// DELETE /api/me/classes/{id} – the student leaves a class
export const DELETE = route<{ id: string }, "student">({ auth: "student" }, async ({ params, user }) => {
  await leaveClass(user.id, params.id);
  return json({ left: true });
});
