import { signinSchema } from "@/lib/validation/auth";
import { route } from "@/server/http/route";
import { readJson } from "@/server/http/read-input";
import { jsonWithSession } from "@/server/http/session-cookie";
import { enforceRateLimits, limits } from "@/server/rate-limit";
import { signIn } from "@/server/services/accounts";

// POST /api/students/signin – a session for a verified student (Bearer token and cookie)
export const POST = route(async ({ req, ip }) => {
  const input = await readJson(req, signinSchema);
  await enforceRateLimits([
    { limit: limits.signinIp, subject: ip },
    { limit: limits.signinAccount, subject: input.email },
  ]);
  return jsonWithSession(await signIn({ ...input, role: "student" }, { ip, userAgent: req.headers.get("user-agent") }));
});
