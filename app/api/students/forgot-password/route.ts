import { forgotPasswordHandler } from "@/server/http/password-routes";
import { route } from "@/server/http/route";
import * as endpoints from "./endpoint";

// POST /api/students/forgot-password – mail a reset link to a student
export const POST = route(endpoints.POST, forgotPasswordHandler("student"));
