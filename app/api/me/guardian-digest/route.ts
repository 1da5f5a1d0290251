import { route } from "@/server/http/route";
import { getGuardianDigest, updateGuardianDigest } from "@/server/guardian/guardian-digest";
import * as endpoints from "./endpoint";

// GET /api/me/guardian-digest – the student's weekly digest to a parent or guardian (off until set)
export const GET = route(endpoints.GET, async ({ user }) => getGuardianDigest(user.id));

// PUT /api/me/guardian-digest – switch it on or off, by email, SMS or WhatsApp
export const PUT = route(endpoints.PUT, async ({ body, user }) => updateGuardianDigest(user.id, body));
