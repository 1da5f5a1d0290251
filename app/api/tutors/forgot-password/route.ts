import { forgotPasswordRoute } from "@/server/http/password-routes";

// POST /api/tutors/forgot-password – mail a reset link to a tutor
export const POST = forgotPasswordRoute("tutor");
