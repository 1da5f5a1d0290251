import { endpoint } from "@/lib/api/endpoint";
import { messageSchema } from "@/lib/api/responses/accounts";

export const POST = endpoint({
  method: "POST",
  path: "/api/auth/logout",
  auth: "optional",
  tag: "Authentication",
  summary: "Revoke the current session",
  description: "Clears the session cookie; answers the same when already signed out.",
  responses: { 200: messageSchema },
});
