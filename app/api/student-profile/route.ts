import { route } from "@/server/http/route";
import { updateStudentProfile } from "@/server/accounts/profiles";
import * as endpoints from "./endpoint";

// PUT /api/student-profile – edit the five profile fields of the signed-in student
export const PUT = route(endpoints.PUT, async ({ body, user }) => ({
  message: "Profile updated successfully!",
  student: await updateStudentProfile(user.id, body),
}));
