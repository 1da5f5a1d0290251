import { NextResponse } from "next/server";
import { env } from "@/server/env";
import { AppError } from "@/server/errors";
import { readBodyText } from "@/server/http/read-input";
import { route } from "@/server/http/route";
import { followGuardianLink } from "@/server/guardian/guardian-links";
import * as endpoints from "./endpoint";

const page = (token: string) => NextResponse.redirect(`${env.APP_URL}/g/${encodeURIComponent(token)}`, 303);

// GET /api/guardian-links/:token – a mail client opening the List-Unsubscribe address: on to the link's page, changing nothing
export const GET = route(endpoints.GET, async ({ params }) => page(params.token));

// POST /api/guardian-links/:token – does what the guardian's link is for (confirm, refuse, unsubscribe), no account needed.
// The page's button (a form) goes back to the page; RFC 8058's one-click POST and API clients get JSON.
export const POST = route(endpoints.POST, async ({ req, params }) => {
  const form = /^application\/x-www-form-urlencoded/i.test(req.headers.get("content-type") ?? "");
  const oneClick = form && new URLSearchParams(await readBodyText(req, 1024)).get("List-Unsubscribe") === "One-Click";
  const view = await followGuardianLink(params.token);
  if (form && !oneClick) return page(params.token);
  if (!view) throw new AppError("not_found", "This link is not valid. Open the latest message from ExamPrep.");
  return { purpose: view.purpose, guardian_status: view.status, student_name: view.studentName };
});
