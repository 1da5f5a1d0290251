import { NextResponse } from "next/server";
import { env } from "@/server/env";
import { route } from "@/server/http/route";
import { verifyEmail } from "@/server/accounts/verify-email";

// GET /api/auth/verify-email?token= – the mailed link: verifies once, then on to /signin
export const GET = route(async ({ req }) => {
  const ok = await verifyEmail(req.nextUrl.searchParams.get("token") ?? "");
  return NextResponse.redirect(`${env.APP_URL}/signin?verified=${ok ? 1 : 0}`, 303);
});
