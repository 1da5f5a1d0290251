import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { changePassword } from "@/server/accounts/change-password";
import * as endpoints from "./endpoint";

// POST /api/auth/change-password – settings: needs the current password; signs out other sessions
export const POST = route(endpoints.POST, async ({ body, user, session }) => {
  await enforceRateLimits([{ limit: limits.currentPasswordUser, subject: user.id }]);
  return changePassword({
    userId: user.id,
    sessionId: session!.sessionId,
    currentPassword: body.current_password,
    newPassword: body.new_password,
  });
});
