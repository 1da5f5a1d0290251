import { route } from "@/server/http/route";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { jsonClearingSession } from "@/server/http/session-cookie";
import { deleteAccount } from "@/server/accounts/account-deletion";
import * as endpoints from "./endpoint";

// DELETE /api/account { password } – delete the signed-in user and their data, and sign out
export const DELETE = route(endpoints.DELETE, async ({ body, user }) => {
  await enforceRateLimits([{ limit: limits.currentPasswordUser, subject: user.id }]);
  return jsonClearingSession(await deleteAccount({ userId: user.id, password: body.password }));
});
