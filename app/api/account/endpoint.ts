import { endpoint } from "@/lib/api/endpoint";
import { messageSchema } from "@/lib/api/responses/accounts";
import { deleteAccountSchema } from "@/lib/validation/account-deletion";

export const DELETE = endpoint({
  method: "DELETE",
  path: "/api/account",
  auth: "user",
  tag: "Authentication",
  summary:
    "Delete your account and data, confirmed by your password; payments are kept anonymised; 409 for a tutor who owns courses or quizzes",
  description: "Clears the session cookie. A wrong password is 400.",
  body: deleteAccountSchema,
  responses: { 200: messageSchema },
  errors: ["not_found", "conflict"],
});
