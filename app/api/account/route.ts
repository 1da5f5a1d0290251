import { deleteAccountSchema } from "@/lib/validation/account-deletion";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { jsonClearingSession } from "@/server/http/session-cookie";
import { deleteAccount } from "@/server/accounts/account-deletion";

// DELETE /api/account { password } – delete the signed-in user and their data, and sign out
export const DELETE = route({ auth: "user" }, async ({ req, user }) => {
  const { password } = await readJson(req, deleteAccountSchema);
  await enforceRateLimits([{ limit: limits.currentPasswordUser, subject: user.id }]);
  return jsonClearingSession(await deleteAccount({ userId: user.id, password }));
});
