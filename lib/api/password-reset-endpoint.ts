import { endpoint } from "./endpoint";
import { messageSchema } from "./responses/accounts";
import { resetPasswordSchema } from "../validation/auth";

// The reset token's endpoints share one handler (server/http/password-routes.ts) and so one
// definition; they differ in path and in what their summary stresses.

const roleNote = "an unknown, used or expired token, or another role's, is 400.";

export const tokenInBody = {
  summary: "Set a new password with a reset token (body or Bearer)",
  description: `The token in the body, or as Authorization: Bearer; ${roleNote}`,
};

export const tokenAsBearer = {
  summary: "Set a new password; the reset token as Bearer",
  description: `The token as Authorization: Bearer (or in the body); ${roleNote}`,
};

/** POST `path`: a new password for the reset token's account, answered with a message. */
export function passwordResetEndpoint<const P extends string>(path: P, text: { summary: string; description: string }) {
  return endpoint({
    method: "POST",
    path,
    auth: "none",
    tag: "Authentication",
    ...text,
    body: resetPasswordSchema,
    responses: { 200: messageSchema },
  });
}
