import { tutorRegisterSchema } from "@/lib/validation/auth";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { jsonWithSession } from "@/server/http/session-cookie";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { registerTutor } from "@/server/services/accounts";

// POST /api/auth/tutor/register – create a tutor and sign them in at once
export const POST = route(async ({ req, ip }) => {
  const input = await readJson(req, tutorRegisterSchema);
  await enforceRateLimits([
    { limit: limits.signupIp, subject: ip },
    { limit: limits.signupAccount, subject: input.email },
  ]);
  return jsonWithSession(await registerTutor(input, { ip, userAgent: req.headers.get("user-agent") }), 201);
});
