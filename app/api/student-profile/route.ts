import { profileUpdateSchema } from "@/lib/validation/auth";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { updateStudentProfile } from "@/server/accounts/profiles";

// PUT /api/student-profile – edit the five profile fields of the signed-in student
export const PUT = route({ auth: "student" }, async ({ req, user }) => {
  const input = await readJson(req, profileUpdateSchema);
  return { message: "Profile updated successfully!", student: await updateStudentProfile(user.id, input) };
});
