import { route } from "@/server/http/route";
import { jsonClearingSession } from "@/server/http/session-cookie";
import { logout } from "@/server/accounts/logout";

// POST /api/auth/logout – revoke this session and clear the cookie (answers 200 even when already signed out)
export const POST = route({ auth: "optional" }, async ({ session }) => {
  if (session) await logout(session.sessionId);
  return jsonClearingSession({ message: "Signed out successfully" });
});
