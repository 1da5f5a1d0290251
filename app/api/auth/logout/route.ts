import { route } from "@/server/http/route";
import { jsonClearingSession } from "@/server/http/session-cookie";
import { logout } from "@/server/accounts/logout";
import * as endpoints from "./endpoint";

// POST /api/auth/logout – revoke this session and clear the cookie (answers 200 even when already signed out)
export const POST = route(endpoints.POST, async ({ session }) => {
  if (session) await logout(session.sessionId);
  return jsonClearingSession({ message: "Signed out successfully" });
});
