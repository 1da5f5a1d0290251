import { changePasswordSchema } from "@/lib/validation/auth";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { changePassword } from "@/server/accounts/change-password";

// POST /api/auth/change-password – settings: needs the current password; signs out other sessions
export const POST = route({ auth: "user" }, async ({ req, user, session }) => {
  const input = await readJson(req, changePasswordSchema);
  await enforceRateLimits([{ limit: limits.currentPasswordUser, subject: user.id }]);
  return changePassword({
    userId: user.id,
    sessionId: session!.sessionId,
    currentPassword: input.current_password,
    newPassword: input.new_password,
  });
});
