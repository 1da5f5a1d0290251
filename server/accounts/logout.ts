import "server-only";
import { revokeSession } from "../auth/session";

export async function logout(sessionId: string): Promise<{ message: string }> {
  await revokeSession(sessionId);
  return { message: "Signed out successfully" };
}
