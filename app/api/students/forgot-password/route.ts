import { forgotPasswordRoute } from "@/server/http/password-routes";

// POST /api/students/forgot-password – mail a reset link to a student
export const POST = forgotPasswordRoute("student");
