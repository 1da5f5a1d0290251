import { masteryQuerySchema } from "@/lib/validation/mastery";
import { readQuery } from "@/server/http/read-input";
import { route } from "@/server/http/route";
import { studentMastery } from "@/server/study/mastery";

// GET /api/me/mastery – the student's level on every topic of the subjects they have answered in (?subject=, ?all=true)
export const GET = route({ auth: "student" }, async ({ req, user }) => ({
  subjects: await studentMastery(user.id, new Date(), readQuery(req, masteryQuerySchema)),
}));
