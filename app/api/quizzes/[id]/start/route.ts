import { route } from "@/server/http/route";
import { startAttempt } from "@/server/quizzes/attempts";

// Served past Next.js's router by scripts/fast-lane.mjs: read only the request given, never
// next/headers, after() or revalidation, which need Next.js's request context.
// POST /api/quizzes/{id}/start – start (or resume) an attempt: questions without answers, expires_at
export const POST = route<{ id: string }, "student">({ auth: "student" }, async ({ params, user }) => startAttempt(user.id, params.id));
