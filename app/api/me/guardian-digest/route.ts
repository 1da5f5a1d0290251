import { guardianDigestSchema } from "@/lib/validation/guardian-digest";
import { readJson } from "@/server/http/read-input";
import { route } from "@/server/http/route";
import { getGuardianDigest, updateGuardianDigest } from "@/server/guardian/guardian-digest";

// GET /api/me/guardian-digest – the student's weekly digest to a parent or guardian (off until set)
export const GET = route({ auth: "student" }, async ({ user }) => getGuardianDigest(user.id));

// PUT /api/me/guardian-digest – switch it on or off, by email, SMS or WhatsApp
export const PUT = route({ auth: "student" }, async ({ req, user }) => {
  const input = await readJson(req, guardianDigestSchema);
  return updateGuardianDigest(user.id, input);
});
