import { NextResponse } from "next/server";
import { env } from "@/server/env";
import { route } from "@/server/http/route";
import { verifyEmail } from "@/server/accounts/verify-email";
import * as endpoints from "./endpoint";

// GET /api/auth/verify-email?token= – the mailed link: verifies once, then on to /signin
export const GET = route(endpoints.GET, async ({ query }) => {
  const ok = await verifyEmail(query.token ?? "");
  return NextResponse.redirect(`${env.APP_URL}/signin?verified=${ok ? 1 : 0}`, 303);
});
