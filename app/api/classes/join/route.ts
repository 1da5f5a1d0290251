import { joinClassSchema } from "@/lib/validation/schools";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { joinClass } from "@/server/schools/join-class";
import * as endpoints from "./endpoint";

// POST /api/classes/join – the student joins the class of a code (the same answer when already in it); unknown code 404, rate-limited
export const POST = route(endpoints.POST, async ({ req, user, ip }) => {
  await enforceRateLimits([
    { limit: limits.classJoinStudent, subject: user.id },
    { limit: limits.classJoinIp, subject: ip },
  ]);
  const input = await readJson(req, joinClassSchema);
  return { class: await joinClass(user.id, input.code) };
});
