import { forgotPasswordHandler } from "@/server/http/password-routes";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// POST /api/tutors/forgot-password – mail a reset link to a tutor
export const POST = route(endpoints.POST, forgotPasswordHandler("tutor"));
