import { route } from "@/server/http/route";
import { studentMastery } from "@/server/study/mastery";
import * as endpoints from "./endpoint";

// GET /api/me/mastery – the student's level on every topic of the subjects they have answered in (?subject=, ?all=true)
export const GET = route(endpoints.GET, async ({ query, user }) => ({
  subjects: await studentMastery(user.id, new Date(), query),
}));
